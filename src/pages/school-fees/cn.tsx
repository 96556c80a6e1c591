// School fees (Simplified Chinese): tuition by year group, one-off fees, discounts, refunds, insurance and the bus.
import { Money, PageLink, Percent, TuitionRows } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { academicYear, bus, discounts, insurance, oneOffFees, refunds, termsPerYear, tuition } from '../../data/facts';

const yearGroup: Record<(typeof tuition)[number]['id'], string> = {
  'f1-f2': 'Foundation 1–2（幼儿班）',
  f3: 'Foundation 3（学前班 Reception）',
  'y1-y3': 'Year 1–3（小学低年级）',
  'y4-y6': 'Year 4–6（小学高年级）',
  'y7-y9': 'Year 7–9（初中）',
  'y10-y11': 'Year 10–11（IGCSE）',
  'y12-y13': 'Year 12–13（A Level）',
};

export default function SchoolFeesBody() {
  return (
    <>
      <h2>{academicYear} 学年学费</h2>
      <p>
        {brand.shortName} 每学年分为 {termsPerYear}{' '}
        个学期，九月开学，七月中旬结束。学费按学期开具账单；如您希望提前缴纳全年学费，也可一次性开具全年账单。所有费用请在账单注明的日期前缴清。
      </p>
      <table>
        <caption>{academicYear} 学年各年级学费</caption>
        <thead>
          <tr>
            <th scope="col">年级</th>
            <th scope="col">年龄</th>
            <th scope="col">每学期</th>
            <th scope="col">全年（{termsPerYear} 个学期）</th>
            <th scope="col">
              提前缴纳全年（减 <Percent value={discounts.fullYearInAdvance} />）
            </th>
          </tr>
        </thead>
        <TuitionRows label={(row) => yearGroup[row.id]} />
      </table>

      <h2>一次性费用</h2>
      <table>
        <caption>每位学生只需缴纳一次的费用</caption>
        <thead>
          <tr>
            <th scope="col">项目</th>
            <th scope="col">金额</th>
            <th scope="col">缴纳时间与说明</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">申请费</th>
            <td>
              <Money amount={oneOffFees.application} />
            </td>
            <td>随申请一并缴纳，包含入学评估。</td>
          </tr>
          <tr>
            <th scope="row">入学注册费</th>
            <td>
              <Money amount={oneOffFees.admissions} />
            </td>
            <td>接受录取后 {oneOffFees.admissionsDueDays} 天内缴纳，不予退还。</td>
          </tr>
          <tr>
            <th scope="row">押金</th>
            <td>
              <Money amount={oneOffFees.securityDeposit} />
            </td>
            <td>按每位学生收取。退学时，在结清所有欠费并提前一个完整学期书面通知学校后退还。</td>
          </tr>
        </tbody>
      </table>

      <h2>{academicYear} 学年优惠</h2>
      <ul>
        <li>
          兄弟姐妹优惠：第二个孩子学费减免 <Percent value={discounts.secondChild} />
          ，第三个及以后每个孩子减免 <Percent value={discounts.thirdChildAndBeyond} />
          。学期中途插班同样适用。
        </li>
        <li>
          提前缴纳全年（{termsPerYear} 个学期）学费，可享受学费减免 <Percent value={discounts.fullYearInAdvance} />。
        </li>
      </ul>

      <h2>退费规定</h2>
      <ul>
        <li>按单个学期缴纳的学费不予退还。</li>
        <li>已缴纳多个学期学费的，须提前一个完整学期书面通知学校方可办理退费。</li>
        <li>
          退回信用卡或借记卡的款项将扣除 <Percent value={refunds.cardDeduction} /> 的刷卡手续费。
        </li>
        <li>退费办理至少需要 {refunds.minDays} 天。</li>
      </ul>

      <h2>意外保险</h2>
      <p>
        每位学生均享有意外保险，每次事故最高赔付 <Money amount={insurance.accidentCoverPerIncident} />
        。保险生效最长需要入学后 {insurance.startsWithinWeeks} 周，请家长留意。
      </p>

      <h3>校车</h3>
      <p>
        校车费用为每位学生每学期 <Money amount={bus.perTerm} />
        。线路、接送时间和报名方式请见
        <PageLink to="school-bus">校车</PageLink>页面。准备好申请了吗？请查看
        <PageLink to="apply-now">申请流程</PageLink>。
      </p>
    </>
  );
}
