import { Form } from "react-router";
import type { Route } from "./+types/sales-member-cards";
import { listParams } from "#common/admin/paging";
import {
  memberCardImportSchema,
  memberCardListQuerySchema,
  type MemberImportReport,
} from "#common/members/schemas";
import { requireAdminPage } from "#server/admin/page-access";
import { requestContext } from "#server/context";
import { importMemberCards, listMemberCards, releaseMemberCard } from "#server/users/member-cards";
import { dbIdParamSchema } from "#common/validation/numbers";
import { adminMeta } from "~/features/admin/admin-meta";
import { AdminPage } from "~/features/admin/ui/admin-page";
import { labelCells } from "~/features/admin/ui/label-cells";
import { AdminPager } from "~/features/admin/ui/pager";
import { AdminTable } from "~/features/admin/ui/admin-table";
import { useAdminT } from "~/features/admin/use-admin-t";

export const meta = adminMeta("admin.nav.memberCards");

/** /admin/member-cards: the cards the checkout accepts, and their CSV import. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db } = context.get(requestContext);
  requireAdminPage(user, request, "orders");
  const parsed = memberCardListQuerySchema.safeParse(listParams(request));
  const query = parsed.success
    ? parsed.data
    : memberCardListQuerySchema.parse({});
  return { list: await listMemberCards(db, { query }), query };
}

export async function action({
  request,
  context,
}: Route.ActionArgs): Promise<{
  report: MemberImportReport | null;
  dryRun: boolean;
  released?: { barcode: string; holder: string | null };
}> {
  const { user, db, site } = context.get(requestContext);
  const actor = requireAdminPage(user, request, "orders");
  const form = await request.formData();
  if (form.get("intent") === "release") {
    const cardId = dbIdParamSchema.safeParse(form.get("cardId"));
    if (!cardId.success) throw new Response("Not found", { status: 404 });
    const released = await releaseMemberCard(db, { siteId: site.id, actor, cardId: cardId.data });
    return { report: null, dryRun: false, released };
  }
  const file = form.get("file");
  const dryRun = form.get("intent") !== "import";
  const payload = memberCardImportSchema.safeParse({
    csv: file instanceof File ? await file.text() : "",
    dryRun,
  });
  if (!payload.success) return { report: null, dryRun };
  return {
    report: await importMemberCards(db, {
      siteId: site.id,
      actor,
      ...payload.data,
    }),
    dryRun,
  };
}

function ImportReport({
  report,
  dryRun,
}: {
  report: MemberImportReport;
  dryRun: boolean;
}) {
  const t = useAdminT();
  const clean = report.errors.length === 0;
  return (
    <div
      className={clean ? "admin-notice" : "admin-notice admin-notice--error"}
      role={clean ? "status" : "alert"}
    >
      <p>
        {t("members.report", {
          rows: report.rows,
          created: report.created,
          updated: report.updated,
        })}
      </p>
      <p>
        {report.imported
          ? t("members.imported")
          : clean && dryRun
            ? t("members.dryRunOk")
            : t("members.notImported")}
      </p>
      {clean ? null : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t("members.line")}</th>
              <th scope="col">{t("members.barcode")}</th>
              <th scope="col">{t("members.problem")}</th>
            </tr>
          </thead>
          <tbody>
            {labelCells(report.errors.map((error) => (
              <tr key={error.line}>
                <td>{error.line}</td>
                <td>{error.barcode}</td>
                <td>{t(`members.problem.${error.problem}`)}</td>
              </tr>
            )), [t("members.line"), t("members.barcode"), t("members.problem")])}
          </tbody>
        </table>
      )}
    </div>
  );
}

export default function AdminMemberCardsScreen({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const t = useAdminT();
  const { list, query } = loaderData;
  return (
    <AdminPage title={t("admin.nav.memberCards")}>
      <section className="admin-card" aria-labelledby="member-import-title">
        <h2 id="member-import-title">{t("members.import")}</h2>
        {actionData?.released ? (
          <p className="admin-notice" role="status">
            {t("members.released", { barcode: actionData.released.barcode, holder: actionData.released.holder ?? "—" })}
          </p>
        ) : actionData ? (
          actionData.report ? (
            <ImportReport
              report={actionData.report}
              dryRun={actionData.dryRun}
            />
          ) : (
            <p className="admin-notice admin-notice--error" role="alert">
              {t("members.fileMissing")}
            </p>
          )
        ) : null}
        <Form
          method="post"
          encType="multipart/form-data"
          className="admin-form"
        >
          <div className="field">
            <label className="field__label" htmlFor="member-file">
              {t("members.file")}
            </label>
            <input
              id="member-file"
              className="field__input"
              type="file"
              name="file"
              accept=".csv,text/csv,text/plain"
              aria-describedby="member-file-hint"
            />
            <p className="field__hint" id="member-file-hint">
              {t("members.importHint")}
            </p>
          </div>
          <div className="admin-form__row">
            <button
              type="submit"
              name="intent"
              value="check"
              className="button button--secondary"
            >
              {t("members.check")}
            </button>
            <button
              type="submit"
              name="intent"
              value="import"
              className="button button--primary"
            >
              {t("members.doImport")}
            </button>
          </div>
        </Form>
      </section>
      <form method="get" className="admin-filters" role="search">
        <label>
          {t("members.search")}
          <input
            className="field__input"
            type="search"
            name="q"
            inputMode="numeric"
            defaultValue={query.q ?? ""}
            maxLength={40}
          />
        </label>
        <button type="submit" className="button button--secondary">
          {t("admin.filter.search")}
        </button>
      </form>
      <AdminTable
        label={t("admin.nav.memberCards")}
        nowrap
        isEmpty={list.items.length === 0}
        empty={t("admin.empty.memberCards", { action: t("members.import") })}
        columns={[
          { label: t("members.barcode") },
          { label: t("members.name") },
          { label: t("members.validUntil") },
          { label: t("members.active") },
          { label: t("members.holder") },
        ]}
      >
        {list.items.map((card) => (
          <tr key={card.id}>
            <th scope="row">{card.barcode}</th>
            <td>{card.name ?? ""}</td>
            <td>{card.validUntil ?? "—"}</td>
            <td>{t(card.isActive ? "members.yes" : "members.no")}</td>
            <td>
              {card.holder ? (
                <Form method="post" className="admin-inline-form">
                  {card.holder}{" "}
                  <input type="hidden" name="cardId" value={card.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="release"
                    className="button button--secondary button--small"
                    aria-label={t("members.release", { barcode: card.barcode })}
                  >
                    {t("members.releaseShort")}
                  </button>
                </Form>
              ) : (
                t("members.free")
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager list={list} />
    </AdminPage>
  );
}
