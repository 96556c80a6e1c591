// Summer camp (Simplified Chinese): when it runs, what children do, age groups, a typical day, who can join, summer boarding and booking.
import { Money, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { ages, boarding, officeHours } from '../../data/facts';

const summerBoarding = boarding.programmes[3];

export default function SummerCampBody() {
  return (
    <>
      <h2>海岛上的夏天</h2>
      <p>
        我校学年于七月中旬结束，新学年在九月初开始。在这个漫长的假期里，{brand.shortName}
        在七月和八月开放校园举办夏令营：由我校教师和教练亲自带领，把学习与探险轻松融合在阳光之中。家长可按周报名，孩子既可以短期参加，也可以度过整个夏天。
      </p>

      <h2>孩子们做什么</h2>
      <ul>
        <li>
          <strong>英语：</strong>每天小班授课，特别适合刚开始学英语、或即将进入英语授课学校的孩子。
        </li>
        <li>
          <strong>STEM：</strong>编程、机器人、火箭和搭建挑战，延续我校<PageLink to="stem-expo">STEM博览会</PageLink>
          的精神。
        </li>
        <li>
          <strong>体育与游泳：</strong>每天游泳，还有足球、篮球和沙滩游戏。
        </li>
        <li>
          <strong>海岛探险：</strong>自然徒步、海滩生态探索、参观本地农场和泰式烹饪课。
        </li>
        <li>
          <strong>艺术：</strong>绘画、手工、音乐，每周末还有一场为家长准备的小型汇报演出。
        </li>
      </ul>

      <h2>按年龄分组</h2>
      <table>
        <caption>夏令营分组</caption>
        <thead>
          <tr>
            <th scope="col">组别</th>
            <th scope="col">年龄（岁）</th>
            <th scope="col">活动重点</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">小小探索家</th>
            <td>
              {ages.earlyYears.from}–{ages.earlyYears.to}
            </td>
            <td>游戏、儿歌、玩水和轻松的英语启蒙，午饭后安排休息。</td>
          </tr>
          <tr>
            <th scope="row">探险家</th>
            <td>
              {ages.primary.from}–{ages.primary.to}
            </td>
            <td>英语、STEM项目、游泳和环岛游学。</td>
          </tr>
          <tr>
            <th scope="row">青少年组</th>
            <td>{ages.secondary.from}岁以上</td>
            <td>项目实践、体育、领导力培养，并协助照顾低龄组。</td>
          </tr>
        </tbody>
      </table>

      <h2>典型的一天</h2>
      <ol>
        <li>晨间问候与英语课。</li>
        <li>STEM或艺术工作坊。</li>
        <li>趁正午炎热前游泳，然后一起吃午饭。</li>
        <li>下午进行体育活动、外出游学或项目制作。</li>
        <li>家长接孩子时，会收到一份当天活动的简短记录。</li>
      </ol>

      <h2>谁可以参加</h2>
      <p>
        夏令营面向我校学生，也欢迎假期来苏梅岛度假的孩子参加。对于九月即将入读{brand.shortName}
        的孩子来说，这也是提前适应新学校的温和第一步。
      </p>

      <h2>暑期寄宿</h2>
      <p>
        需要住宿的孩子可以参加暑期寄宿项目，为期{boarding.summerWeeks}
        周，从七月中旬持续到九月第一周，费用为每周
        <Money amount={summerBoarding.perWeek} />
        。寄宿生住在设有{boarding.villaBeds}
        个床位的别墅中，由宿舍家长照顾起居，详情请见<PageLink to="homestay">寄宿服务</PageLink>页面。
      </p>

      <h2>报名方式</h2>
      <p>
        如需了解今年夏令营的每周日期、费用及报名表，请<PageLink to="contact-us">联系学校办公室</PageLink>
        ：周一至周五{officeHours.weekdays.from}–{officeHours.weekdays.to}，周六{officeHours.saturday.from}–
        {officeHours.saturday.to}。
      </p>
    </>
  );
}
