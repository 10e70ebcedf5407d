import { useQuery } from '@tanstack/react-query';
import { performanceTexts } from '@folio/model';
import { errorText } from '../../app/api';
import { useApi } from '../../app/queries';

/**
 * The project settings' Performance tab (docs/editor-settings.md "Performance"): how long visitors of the published
 * project waited for its first page, as the median of their viewers' latest reports per device class (phone, tablet,
 * desktop), with how many reports each figure stands on. Read when the dialog opens.
 */
export function PerformanceReport({ magId }: { magId: string }) {
  const api = useApi();
  const summary = useQuery({ queryKey: ['performance', magId], queryFn: () => api.performance(magId), staleTime: 0 });
  if (summary.isPending) return <p className="fo-settings__lead">{performanceTexts.loading}</p>;
  if (summary.isError) {
    return (
      <p className="fo-form-error" role="alert">
        {performanceTexts.failed} {errorText(summary.error)}
      </p>
    );
  }
  return (
    <>
      <p className="fo-settings__lead">{performanceTexts.lead}</p>
      <table className="fo-performance">
        <thead>
          <tr>
            <th scope="col">{performanceTexts.device}</th>
            <th scope="col">{performanceTexts.medianFirstRender}</th>
            <th scope="col">{performanceTexts.reports}</th>
          </tr>
        </thead>
        <tbody>
          {summary.data.devices.map(({ device, reports, median_first_render: median }) => (
            <tr key={device}>
              <th scope="row">{performanceTexts.deviceNames[device]}</th>
              <td>{median === null ? performanceTexts.noReports : performanceTexts.seconds(median)}</td>
              <td>{reports}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
