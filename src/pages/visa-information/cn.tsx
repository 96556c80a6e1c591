// Visa information (Simplified Chinese): student and guardian visas, bank balance, documents, timing and the 90-day report.
import { Money, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { visa } from '../../data/facts';

export default function VisaInformationBody() {
  return (
    <>
      <h2>学生签证与陪读家长签证</h2>
      <p>
        {brand.shortName}{' '}
        的大多数国际家庭在苏梅岛生活时，孩子持学生签证，一位家长持陪读（监护人）签证，两者均由学校提供支持。学校签证团队负责出具学校信函，与您一起核对材料，并逐步说明办理流程。
      </p>
      <ul>
        <li>孩子须在该学年 9 月 1 日或之前年满 {visa.minAgeOnFirstSeptember} 岁，方可申请学生签证。</li>
        <li>
          每位在读学生可为 <strong>{visa.parentVisasPerChild}</strong> 位家长申请陪读签证。
        </li>
        <li>学校在收到申请后 {visa.studentCertificateWorkingDays} 个工作日内出具在读证明。</li>
      </ul>

      <h2>银行存款与签证费用</h2>
      <p>
        每办理一份陪读签证，家长须在泰国银行账户中存有 <Money amount={visa.bankBalancePerParentVisa} />
        。首次申请或延期前，该存款须已保持至少 {visa.balanceHeldDaysBeforeApplication} 天；续签前须已保持至少{' '}
        {visa.balanceHeldMonthsBeforeRenewal} 个月。
      </p>
      <p>
        如未缴纳全年学费，学校将按每份陪读签证每年收取 <Money amount={visa.feePerParentVisaIfNotFullYear} /> 的费用。
      </p>

      <h2>材料清单</h2>
      <table>
        <caption>每份签证申请需准备的材料</caption>
        <thead>
          <tr>
            <th scope="col">项目</th>
            <th scope="col">要求</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">护照</th>
            <td>
              至少 {visa.passportBlankPages} 页空白页，有效期至少 {visa.passportValidMonths} 个月
            </td>
          </tr>
          <tr>
            <th scope="row">照片</th>
            <td>
              {visa.photos} 张，每张 {visa.photoSizeCm} 厘米
            </td>
          </tr>
          <tr>
            <th scope="row">银行存款（家长）</th>
            <td>
              每份陪读签证 <Money amount={visa.bankBalancePerParentVisa} />
              ，存期要求见上文
            </td>
          </tr>
          <tr>
            <th scope="row">学校信函与在读证明</th>
            <td>由学校签证团队出具，{visa.studentCertificateWorkingDays} 个工作日内完成</td>
          </tr>
          <tr>
            <th scope="row">办理时间</th>
            <td>
              {visa.processingDays.from}–{visa.processingDays.to} 天
            </td>
          </tr>
        </tbody>
      </table>
      <p>办理最长可能需要 {visa.processingDays.to} 天，请务必在当前居留许可到期之前尽早着手准备。</p>

      <h2>{visa.reportEveryDays} 天报到</h2>
      <p>
        持长期签证在泰国居留的外国人，每 {visa.reportEveryDays} 天须向移民局报告居住地址。最早可在到期日前{' '}
        {visa.reportWindowDays} 天办理，使用 {visa.reportForm} 表格。建议把到期日记在日历上，避免逾期。
      </p>

      <h3>学生离校时</h3>
      <p>
        学生退学时，学校会注销由学校支持办理的签证。学校的<PageLink to="school-fees">退费规定</PageLink>
        中列明，每份已签发的签证收取 <Money amount={visa.cancellationFinePerVisa} /> 的罚款。
      </p>
      <p>
        请注意：学校签证团队会尽力协助并提供建议，但出入境规定由泰国移民局制定，可能随时调整。如对您家庭的具体情况有疑问，请
        <PageLink to="contact-us">联系我们</PageLink>。
      </p>
    </>
  );
}
