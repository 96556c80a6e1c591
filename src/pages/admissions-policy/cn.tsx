// Admissions policy (Simplified Chinese): ages and year groups, assessment, English, learning needs, places, offers, fairness.
import { Money, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { ages, oneOffFees, yearGroups } from '../../data/facts';

/** Ages on 1 September from the youngest to the oldest applicant. */
const applicantAges = Array.from(
  { length: ages.applications.to - ages.applications.from + 1 },
  (_, i) => ages.applications.from + i,
);

function yearGroupFor(age: number): string {
  return age < ages.primary.from
    ? `Foundation ${age - ages.earlyYears.from + yearGroups.applications.foundationFrom}`
    : `Year ${age - ages.primary.from + 1}`;
}

export default function AdmissionsPolicyBody() {
  return (
    <>
      <h2>招生理念</h2>
      <p>
        {brand.name}{' '}
        欢迎来自不同国家和背景的孩子。只有当我们确信孩子能在这里快乐学习、学校也能很好地满足其需要时，才会提供学位。本政策说明我们的录取依据，确保每个家庭都得到同等对待。
      </p>

      <h2>年龄与年级</h2>
      <p>
        学校接收 {ages.applications.from}–{ages.applications.to} 岁儿童的入学申请，年级从 Foundation{' '}
        {yearGroups.applications.foundationFrom} 到 Year {yearGroups.applications.yearTo}
        。与英国学校相同，孩子的年级按该学年 9 月 1 日时的年龄确定。
      </p>
      <table>
        <caption>按 9 月 1 日年龄对应的年级</caption>
        <thead>
          <tr>
            <th scope="col">9 月 1 日时的年龄（岁）</th>
            <th scope="col">年级</th>
          </tr>
        </thead>
        <tbody>
          {applicantAges.map((age) => (
            <tr key={age}>
              <th scope="row">{age}</th>
              <td>{yearGroupFor(age)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>入学评估</h2>
      <p>
        每位申请人都会参加与其年龄相符的评估。低龄儿童通过游戏活动进行观察；年龄较大的学生完成英语和数学任务。我们会结合原学校的成绩报告综合考虑。评估用于分班和制定支持方案，并非竞争性的入学考试。
      </p>

      <h2>英语要求</h2>
      <p>
        入读幼儿部和小学不要求孩子英语流利。仍在学习英语的学生将参加英语支持（EAL）课程：课程分级，每学期评估一次，完成最后一级后转入常规英语课堂。对于申请高年级考试课程的学生，我们会确认其英语水平足以让他们自信地跟上课程。
      </p>

      <h2>特殊学习需求</h2>
      <p>
        请在申请表中如实说明孩子的特殊学习需求、健康状况或以往的评估结果。凡有特殊学习需求的申请人，校长都会亲自与家长面谈，坦诚地商讨学校能否以及如何为孩子提供支持。详情请见
        <PageLink to="academic-support">学习支持</PageLink>页面。
      </p>

      <h2>学位与兄弟姐妹优先</h2>
      <p>
        每个班级的学位有限。当某一年级满额时，在校生的兄弟姐妹享有优先权，其次按材料齐全的申请提交先后顺序录取。其他家庭可登记候补名单。
      </p>

      <h2>录取与确认</h2>
      <ul>
        <li>校长以正式录取邮件发出录取通知，并注明接受学位的有限期限。</li>
        <li>
          入学注册费 <Money amount={oneOffFees.admissions} /> 须在接受录取后 {oneOffFees.admissionsDueDays}{' '}
          天内缴纳，不予退还。
        </li>
        <li>
          各项费用须在账单注明的日期前缴清，详见<PageLink to="school-fees">学费</PageLink>和
          <PageLink to="apply-now">申请流程</PageLink>页面。
        </li>
      </ul>

      <h2>反歧视</h2>
      <p>
        学校不因国籍、民族、宗教、语言、性别、残疾或家庭状况而区别对待任何申请人。所有录取决定仅依据本政策所列标准。
      </p>
    </>
  );
}
