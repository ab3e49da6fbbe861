-- Backfill for products.prior_price (ADR 046): the lowest price of the 30 days before each product's current price took effect; without earlier history, the current price (no reduction).
WITH current_price AS (
  SELECT DISTINCT ON (product_id) product_id, valid_from AS start
  FROM price_history
  WHERE valid_from <= now()
  ORDER BY product_id, valid_from DESC, id DESC
),
window_prices AS (
  SELECT c.product_id, h.price
  FROM current_price c
  JOIN price_history h ON h.product_id = c.product_id
    AND h.valid_from >= c.start - interval '30 days' AND h.valid_from < c.start
  UNION ALL
  SELECT c.product_id, (
    SELECT h.price FROM price_history h
    WHERE h.product_id = c.product_id AND h.valid_from < c.start - interval '30 days'
    ORDER BY h.valid_from DESC, h.id DESC LIMIT 1
  )
  FROM current_price c
),
prior AS (
  SELECT product_id, min(price) AS price FROM window_prices WHERE price IS NOT NULL GROUP BY product_id
)
UPDATE products p
SET prior_price = coalesce(prior.price, p.price),
    discount_percent = CASE
      WHEN coalesce(prior.price, p.price) > 0 AND p.price < coalesce(prior.price, p.price)
        THEN round((coalesce(prior.price, p.price) - p.price) * 100.0 / coalesce(prior.price, p.price))::int
      ELSE 0
    END
FROM products p2
LEFT JOIN prior ON prior.product_id = p2.id
WHERE p.id = p2.id;
