// FAQ (Simplified Chinese): parents' most common questions on admissions, fees, visas, the bus, boarding and school life.
import { Money, Percent, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import {
  ages,
  boarding,
  bus,
  discounts,
  insurance,
  officeHours,
  oneOffFees,
  refunds,
  starting,
  termsPerYear,
  timetable,
  tuition,
  visa,
} from '../../data/facts';

const [full, weekday, flexi, summer] = boarding.programmes;
const youngest = tuition[0];
const oldest = tuition[tuition.length - 1]!;

export default function FaqBody() {
  return (
    <>
      <h2>入学申请</h2>
      <h3>学校招收多大年龄的学生？</h3>
      <p>
        {brand.shortName}招收{ages.earlyYears.from}至{ages.secondary.to}岁的学生：幼儿部（Early Years）
        {ages.earlyYears.from}至{ages.earlyYears.to}岁，小学部{ages.primary.from}至{ages.primary.to}岁，中学部
        {ages.secondary.from}至{ages.secondary.to}岁。新生申请面向{ages.applications.from}至{ages.applications.to}
        岁的孩子，可申请年级从 Foundation 1 到 Year 12。
      </p>

      <h3>如何申请？需要多长时间？</h3>
      <p>
        大多数家庭会先填写简短的<PageLink to="contact-app">入学咨询表</PageLink>
        ，约需一分钟；随后再完成完整的<PageLink to="application-form">在线申请表</PageLink>
        ，如果资料齐全，大约十五分钟即可填完。之后依次是入学评估、申请审核；如能录取，校长会发出正式的录取邮件。各个步骤详见
        <PageLink to="apply-now">申请流程</PageLink>页面。
      </p>

      <h3>申请表可以分几天填写吗？</h3>
      <p>
        可以。填写过程中，草稿和已上传的附件会自动保存在您自己的设备上，您可以随时中断、稍后继续，即使没有网络也不受影响。如果在离线状态下点击“提交”，网络恢复后申请会自动发送给学校。
      </p>

      <h3>需要准备哪些材料？</h3>
      <p>
        孩子的证件照、出生证明、原学校成绩单（需附英文翻译）、父母双方的身份证或护照，以及泰国户籍登记册（House
        Registration）或签证。所有材料齐全后，学校才会开始处理申请。
      </p>

      <h3>孩子什么时候可以入学？</h3>
      <p>
        学期内任何一个星期一都可以入学。申请材料和费用须在入学前至少{starting.workingDaysBefore}
        个工作日办妥；如在星期四{starting.feesDeadlineHour}:00 前缴清费用，孩子下周一即可开始上课。学期日期请查看
        <PageLink to="school-calendar">校历</PageLink>。
      </p>

      <h3>孩子英语不太好，可以入读吗？</h3>
      <p>
        可以。学校开设分级的英语附加语言课程（EAL）：学生每学期接受评估，达标后升入下一级，完成最高一级后转入常规英语课。如果孩子有特殊学习需要，校长会在发出录取通知前与家长面谈，共同制定合适的支持方案。
      </p>

      <h2>费用</h2>
      <h3>学费是多少？</h3>
      <p>
        学费按学期收取，每学年{termsPerYear}个学期：从 {youngest.label} 每学期 <Money amount={youngest.perTerm} /> 到{' '}
        {oldest.label} 每学期 <Money amount={oldest.perTerm} /> 不等。各年级的完整学费表请见
        <PageLink to="school-fees">学费</PageLink>页面。
      </p>

      <h3>有哪些一次性费用？</h3>
      <ul>
        <li>
          申请费：
          <Money amount={oneOffFees.application} />
          ，随申请一并缴纳，包含入学评估费用。
        </li>
        <li>
          入学费：
          <Money amount={oneOffFees.admissions} />
          ，须在接受录取后{oneOffFees.admissionsDueDays}
          天内缴纳，概不退还。
        </li>
        <li>
          保证金：每位学生 <Money amount={oneOffFees.securityDeposit} />
          ，在结清全部费用并提前一整个学期书面通知退学后，于离校时退还。
        </li>
      </ul>

      <h3>兄弟姐妹同时就读有优惠吗？</h3>
      <p>
        有。第二个孩子学费减免 <Percent value={discounts.secondChild} />
        ，第三个及以上的孩子减免 <Percent value={discounts.thirdChildAndBeyond} />
        ，学年中途入学同样适用。一次性预缴全年学费，还可再享 <Percent value={discounts.fullYearInAdvance} />{' '}
        的学费优惠。
      </p>

      <h3>如果中途离校，学费可以退吗？</h3>
      <p>
        已开始的学期不予退费。如已预缴之后几个学期的学费，需提前一整个学期书面通知学校。退款至信用卡时将扣除{' '}
        <Percent value={refunds.cardDeduction} /> 的刷卡手续费，退款办理时间不少于{refunds.minDays}
        天。此外，每位学生都享有每次事故最高 <Money amount={insurance.accidentCoverPerIncident} />{' '}
        的意外保险，保险生效最多可能需要{insurance.startsWithinWeeks}周。
      </p>

      <h2>签证</h2>
      <h3>学校能为孩子办理学生签证吗？</h3>
      <p>
        可以，孩子须在9月1日或之前年满{visa.minAgeOnFirstSeptember}岁。办理时间为{visa.processingDays.from}至
        {visa.processingDays.to}天，需要准备{visa.photos}张 {visa.photoSizeCm} 厘米的照片，护照至少有
        {visa.passportBlankPages}页空白页，且有效期不少于{visa.passportValidMonths}个月。
      </p>

      <h3>家长可以办理陪读签证吗？</h3>
      <p>
        每位在读学生可支持{visa.parentVisasPerChild}位家长办理陪读签证。每份家长签证需在泰国银行账户中存有{' '}
        <Money amount={visa.bankBalancePerParentVisa} />
        ，首次申请前须保持{visa.balanceHeldDaysBeforeApplication}
        天，续签前须保持{visa.balanceHeldMonthsBeforeRenewal}个月。如未缴清全年学费，每份家长签证每年另收{' '}
        <Money amount={visa.feePerParentVisaIfNotFullYear} />
        。详情请见<PageLink to="visa-information">签证信息</PageLink>
        页面。
      </p>

      <h3>什么是{visa.reportEveryDays}天报到？</h3>
      <p>
        持长期签证在泰国居住的外国人，每{visa.reportEveryDays}天须使用 {visa.reportForm}{' '}
        表格向移民局报告住址，最早可在到期前{visa.reportWindowDays}天办理。学校办公室的老师很乐意帮您核对表格。
      </p>

      <h2>校车</h2>
      <h3>学校有校车吗？费用多少？</h3>
      <p>
        有。校车费用为每位学生每学期 <Money amount={bus.perTerm} />
        。座位有限，按报名先后顺序安排；如学校取消线路，费用全额退还。每份
        <PageLink to="bus-registration">校车登记表</PageLink>
        最多可登记{bus.maxStudentsPerRegistration}名学生，并须填写至少{bus.minContacts}位联系人。线路详情请见
        <PageLink to="school-bus">校车</PageLink>页面。
      </p>

      <h2>寄宿</h2>
      <h3>学校提供寄宿吗？</h3>
      <p>
        提供。寄宿生住在一栋共{boarding.villaBeds}
        个床位的别墅里，氛围温馨，就像一个大家庭。全寄宿（每周{full.nightsPerWeek}晚）每学期{' '}
        <Money amount={full.perTerm} />
        ；周寄宿（每周{weekday.nightsPerWeek}晚，周末回家）每学期 <Money amount={weekday.perTerm} />。
      </p>

      <h3>可以只住几晚，或者假期寄宿吗？</h3>
      <p>
        可以。灵活寄宿（Flexi，每周最多{flexi.nightsPerWeek}晚）按晚收费，每晚 <Money amount={flexi.perNight} />
        ，适合经常出差的家庭。暑期寄宿项目为期{summer.weeks}周，每周 <Money amount={summer.perWeek} />
        。详情请见<PageLink to="homestay">寄宿</PageLink>页面。
      </p>

      <h2>校园生活</h2>
      <h3>放学后有哪些活动？</h3>
      <p>
        小学生可在 {timetable.primaryEcaStart}–{timetable.primaryEcaEnd}{' '}
        参加课外兴趣活动，包括体育、音乐、美术、编程等。每位学生每周至少上{timetable.minPeLessonsPerWeek}
        节体育课，音乐课作为必修课一直开设到 Year {timetable.musicLessonsUpToYear}。完整活动安排请见
        <PageLink to="co-curricular">课外活动</PageLink>页面。
      </p>

      <h3>孩子生病了怎么办？</h3>
      <p>
        请在孩子缺勤当天早上通知学校办公室，并让孩子在家休息，痊愈后再返校。如需提前请假或在校服药，请使用
        <PageLink to="school-form">学校表格</PageLink>。
      </p>

      <h3>如何联系学校或预约参观？</h3>
      <p>
        办公室开放时间为周一至周五 {officeHours.weekdays.from}–{officeHours.weekdays.to}，周六{' '}
        {officeHours.saturday.from}–{officeHours.saturday.to}。欢迎致电 {brand.phone}、发送邮件至 {brand.email}
        ，或通过<PageLink to="contact-us">在线联系表</PageLink>留言，我们会安排在您方便的时间参观校园。
      </p>
    </>
  );
}
