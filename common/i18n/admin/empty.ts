/** What an empty admin list says: why it is empty and what to do next (issue 23 point 5). */
export const emptyHr = {
  'admin.empty.attributes': 'Nijedno svojstvo ne odgovara pretrazi. Promijenite je ili dodajte svojstvo obrascem ispod.',
  'admin.empty.consents': 'Još nema privola. Privola se pojavi ovdje kad je stranica prvi put zatraži od posjetitelja.',
  'admin.empty.audit': 'Nijedna promjena ne odgovara filtrima. Promijenite filtre; svaka promjena u administraciji upisuje se ovdje.',
  'admin.empty.newsletter': 'Nema pretplatnika za ove filtre. Posjetitelji se prijavljuju obrascem u podnožju stranice.',
  'admin.empty.coupons': 'Nema kupona. Dodajte prvi gumbom „{action}” ili promijenite pretragu.',
  'admin.empty.customers': 'Nijedan kupac ne odgovara pretrazi. Kupac se pojavi ovdje čim se registrira ili naruči.',
  'admin.empty.deliveryMethods': 'Još nema načina dostave, pa kupci ne mogu naručiti. Dodajte prvi gumbom „{action}”.',
  'admin.empty.paymentMethods': 'Još nema načina plaćanja, pa kupci ne mogu naručiti. Dodajte prvi gumbom „{action}”.',
  'admin.empty.memberCards': 'Nema članskih kartica za ovu pretragu. Kartice se dodaju uvozom („{action}”).',
}

export const emptyEn: Record<keyof typeof emptyHr, string> = {
  'admin.empty.attributes': 'No attribute matches the search. Change it, or add an attribute with the form below.',
  'admin.empty.consents': 'No consents yet. A consent appears here when the site first asks a visitor for it.',
  'admin.empty.audit': 'No change matches the filters. Change them; every change made in the admin is logged here.',
  'admin.empty.newsletter': 'No subscribers match these filters. Visitors subscribe with the form in the site footer.',
  'admin.empty.coupons': 'No coupons. Add the first one with “{action}”, or change the search.',
  'admin.empty.customers': 'No customer matches the search. A customer appears here once they register or place an order.',
  'admin.empty.deliveryMethods': 'No delivery methods yet, so shoppers cannot order. Add the first one with “{action}”.',
  'admin.empty.paymentMethods': 'No payment methods yet, so shoppers cannot order. Add the first one with “{action}”.',
  'admin.empty.memberCards': 'No member cards match. Cards are added by importing them (“{action}”).',
}
