// Boarding house (Simplified Chinese): the full boarding page, or the "opening in 2026 with a partner" notice.
import { Money, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { homestayMode } from '../../config/features';
import { ages, boarding, boardingNotice, officeHours } from '../../data/facts';

const [full, weekday, flexi, summer] = boarding.programmes;

function BoardingNotice() {
  return (
    <>
      <h2>学生寄宿公寓预计于 {boardingNotice.openingYear} 年开放</h2>
      <p>
        我们正在为 {brand.shortName} 学生筹备寄宿公寓，预计于 {boardingNotice.openingYear}{' '}
        年开放。公寓将由学校信赖的合作伙伴运营，并与学校学生关怀团队紧密配合，让寄宿学生享有与在校期间同样的照顾、作息和要求。
      </p>
      <p>
        在公寓开放之前，学校暂不提供寄宿学位。居住在苏梅岛以外或正计划搬到岛上的家庭，欢迎随时与我们联系，我们会一起商量目前最适合孩子的安排。
      </p>
      <p>
        许多搬到苏梅岛的家庭会选择住在<PageLink to="school-bus">校车</PageLink>
        线路附近。我们的团队也乐意就岛上安家以及<PageLink to="visa-information">学生签证与陪读签证</PageLink>
        提供实用建议。
      </p>
      <h3>我们将向感兴趣的家庭提供</h3>
      <ul>
        <li>可选的寄宿项目以及每个项目每周包含的晚数；</li>
        <li>费用、申请步骤，以及确认后的开放日期；</li>
        <li>宿舍家长、学校老师与家庭之间的沟通方式。</li>
      </ul>
      <h3>联系方式</h3>
      <p>
        请发送邮件至招生办公室 {brand.email}，致电 {brand.phone}，或通过
        <PageLink to="contact-us">联系表</PageLink>留言，咨询类别请选择“招生”。办公时间为周一至周五{' '}
        {officeHours.weekdays.from}–{officeHours.weekdays.to}，周六 {officeHours.saturday.from}–
        {officeHours.saturday.to}。我们会将您的家庭加入名单，开放申请时第一时间通知您。
      </p>
    </>
  );
}

function BoardingFull() {
  return (
    <>
      <h2>家外之家</h2>
      <p>
        {brand.shortName} 的寄宿公寓是一栋家庭式别墅，仅设 {boarding.villaBeds}{' '}
        个床位，距离位于波普的校园不远。寄宿主要面向中学生（{ages.secondary.from}{' '}
        岁及以上），适合家庭不在岛上居住或因工作经常出行的学生。公寓规模小，每个孩子都被充分了解和照顾，生活氛围更像一个家，而不是集体宿舍。
      </p>
      <h3>宿舍家长</h3>
      <p>
        宿舍家长（house
        parents）常住别墅，负责学生每天傍晚、夜间和周末的生活照料。他们与班主任和学生关怀团队密切合作，并定期与家长沟通：每周发送近况汇报，遇到重要事情随时电话联系。
      </p>

      <h2>寄宿项目</h2>
      <ul>
        <li>
          <strong>全寄宿（Full）：</strong>每周 {full.nightsPerWeek} 晚，包括周末，周末安排岛上活动。
        </li>
        <li>
          <strong>周寄宿（Weekday）：</strong>每周 {weekday.nightsPerWeek} 晚，周末回家。
        </li>
        <li>
          <strong>灵活寄宿（Flexi）：</strong>每周最多 {flexi.nightsPerWeek} 晚，按晚预订，适合偶尔需要出差的家庭。
        </li>
        <li>
          <strong>暑期寄宿（Summer）：</strong>共 {summer.weeks} 周，从七月中旬到九月第一周，常与
          <PageLink to="summer-camp">夏令营</PageLink>搭配参加。
        </li>
      </ul>
      <table>
        <caption>寄宿费用</caption>
        <thead>
          <tr>
            <th scope="col">项目</th>
            <th scope="col">晚数</th>
            <th scope="col">费用</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">全寄宿</th>
            <td>每周 {full.nightsPerWeek} 晚</td>
            <td>
              每学期 <Money amount={full.perTerm} />
            </td>
          </tr>
          <tr>
            <th scope="row">周寄宿</th>
            <td>每周 {weekday.nightsPerWeek} 晚</td>
            <td>
              每学期 <Money amount={weekday.perTerm} />
            </td>
          </tr>
          <tr>
            <th scope="row">灵活寄宿</th>
            <td>每周最多 {flexi.nightsPerWeek} 晚</td>
            <td>
              每晚 <Money amount={flexi.perNight} />
            </td>
          </tr>
          <tr>
            <th scope="row">暑期寄宿</th>
            <td>{summer.weeks} 周</td>
            <td>
              每周 <Money amount={summer.perWeek} />
            </td>
          </tr>
        </tbody>
      </table>

      <h2>寄宿生的一天</h2>
      <ol>
        <li>一起吃早餐，然后由宿舍家长陪同去学校。</li>
        <li>放学后：在学校参加社团、体育或音乐活动。</li>
        <li>有老师看护的自习时间，完成作业和复习。</li>
        <li>围坐一桌吃晚餐，之后是自由时间，并给家里打电话。</li>
        <li>安静时间后熄灯就寝，年龄较小的学生更早休息。</li>
      </ol>
      <p>
        床位非常有限。如需咨询，请<PageLink to="contact-us">联系招生办公室</PageLink>；学费及其他费用请见
        <PageLink to="school-fees">学费</PageLink>页面。
      </p>
    </>
  );
}

export default function HomestayBody() {
  return homestayMode === 'notice' ? <BoardingNotice /> : <BoardingFull />;
}
