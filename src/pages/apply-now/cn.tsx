// Application process (Simplified Chinese): the four steps, the documents, start dates and the admissions fee.
import { Money, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { applicationTime, oneOffFees, starting } from '../../data/facts';

export default function ApplyNowBody() {
  return (
    <>
      <h2>入读 {brand.shortName} 的四个步骤</h2>
      <p>
        {brand.name}{' '}
        全年接受插班申请，不必等到九月开学。从您第一次联系我们，到孩子第一天走进教室，招生办公室都会全程陪伴您的家庭。
      </p>
      <ol>
        <li>
          <strong>提交申请。</strong>如果您希望先由招生老师致电沟通，可填写
          <PageLink to="contact-app">快速入学咨询表</PageLink>，大约只需 {applicationTime.quickContactMinutes}{' '}
          分钟。如果您已准备好，可直接填写完整的<PageLink to="application-form">在线申请表</PageLink>，大约需要{' '}
          {applicationTime.fullApplicationMinutes}{' '}
          分钟。申请表会自动保存在您的设备上，即使没有网络也可以先关闭、稍后再继续填写。申请费为{' '}
          <Money amount={oneOffFees.application} />
          ，已包含入学评估费用。
        </li>
        <li>
          <strong>入学评估。</strong>
          我们会邀请孩子参加一次轻松、符合年龄特点的英语和数学评估。评估不是选拔考试，没有“通过”或“不通过”之分，目的是帮助我们为孩子安排合适的班级和支持。
        </li>
        <li>
          <strong>申请审核。</strong>招生团队会综合审阅申请表、原学校成绩单和评估结果，必要时会约家长进行简短面谈。
        </li>
        <li>
          <strong>录取通知。</strong>校长（Head of
          School）会发送正式的录取邮件，邮件中注明接受学位的有限期限。之后请在账单注明的日期前缴清费用。
        </li>
      </ol>

      <h2>所需材料</h2>
      <p>请在在线申请时上传以下材料，或直接交给招生办公室：</p>
      <ul>
        <li>孩子的近期护照规格照片；</li>
        <li>出生证明；</li>
        <li>原学校最近一期成绩单，并附英文翻译；</li>
        <li>父母双方的身份证或护照；</li>
        <li>泰国户口簿（泰国家庭）或当前有效签证（外籍家庭）。</li>
      </ul>
      <p>所有材料到齐之前，申请不会进入审核流程。建议一次性提交全部材料，以免耽误时间。</p>

      <h2>入学日期</h2>
      <ul>
        <li>新生一律在星期一入学，让孩子的第一周完整地和新同学一起度过。</li>
        <li>申请和缴费须在入学日前至少 {starting.workingDaysBefore} 个工作日完成。</li>
        <li>在星期四 {starting.feesDeadlineHour}:00 之前缴清费用，孩子即可在下周一入学。</li>
      </ul>

      <h3>入学注册费</h3>
      <p>
        入学注册费为 <Money amount={oneOffFees.admissions} />
        ，须在接受录取后 {oneOffFees.admissionsDueDays} 天内缴纳，不予退还。学费、押金和各项优惠详见
        <PageLink to="school-fees">学费</PageLink>页面。
      </p>
    </>
  );
}
