import { useInfiniteQuery } from '@tanstack/react-query';
import { formAnswersTexts, type FormField } from '@folio/model';
import { errorText } from '../../app/api';
import type { FormsApi, FormSubmission, ProjectForm } from './forms-api';

const cell = (field: FormField, value: string | boolean | undefined) => {
  if (typeof value === 'boolean' || field.kind === 'checkbox') return value ? formAnswersTexts.yes : formAnswersTexts.no;
  return value ?? '';
};

/**
 * One form's answers: a table with the date and a column per field (a checkbox as Yes or No), newest first, older
 * answers fetched a page at a time, and the server's CSV of them all.
 */
export function FormTable({ api, form, name }: { api: FormsApi; form: ProjectForm; name: string }) {
  const answers = useInfiniteQuery({
    queryKey: ['form-answers', form._id],
    queryFn: ({ pageParam }) => api.submissions(form._id, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_before,
    staleTime: 0,
  });
  const fields = answers.data?.pages[0]?.fields ?? form.fields;
  const rows: FormSubmission[] = answers.data?.pages.flatMap((page) => page.submissions) ?? [];
  const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section className="fo-answers__table-part" aria-label={name}>
      <div className="fo-answers__head">
        <h3 className="fo-answers__title">{name}</h3>
        <a className="fo-button fo-button--secondary fo-button--small" href={api.csvHref(form._id)} download>
          {formAnswersTexts.downloadCsv}
        </a>
      </div>
      {!form.published && <p className="fo-answers__note">{formAnswersTexts.notPublished}</p>}
      {answers.isPending ? (
        <p className="fo-answers__note">{formAnswersTexts.loading}</p>
      ) : answers.isError ? (
        <p className="fo-form-error" role="alert">
          {formAnswersTexts.loadFailed(errorText(answers.error))}
        </p>
      ) : rows.length === 0 ? (
        <p className="fo-answers__note">{formAnswersTexts.noAnswers}</p>
      ) : (
        <div className="fo-answers__scroll" tabIndex={0} role="region" aria-label={formAnswersTexts.tableCaption(name)}>
          <table className="fo-answers__table">
            <caption className="fo-visually-hidden">{formAnswersTexts.tableCaption(name)}</caption>
            <thead>
              <tr>
                <th scope="col">{formAnswersTexts.submittedAt}</th>
                {fields.map((field) => (
                  <th scope="col" key={field.id}>
                    {field.label || field.id}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row._id}>
                  <td className="fo-answers__date">
                    <time dateTime={row.created_at}>{when.format(new Date(row.created_at))}</time>
                  </td>
                  {fields.map((field) => (
                    <td key={field.id}>{cell(field, row.values[field.id])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {answers.hasNextPage && (
        <button type="button" className="fo-button fo-button--quiet fo-button--small" onClick={() => void answers.fetchNextPage()} disabled={answers.isFetchingNextPage}>
          {answers.isFetchingNextPage ? formAnswersTexts.loadingMore : formAnswersTexts.more}
        </button>
      )}
    </section>
  );
}
