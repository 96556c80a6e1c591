// Co-curricular activities (Simplified Chinese): after-school activities (ECAs), clubs and student leadership, trips, and where to read more.
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { timetable } from '../../data/facts';

export default function CoCurricularBody() {
  return (
    <>
      <h2>下课铃响后，学习仍在继续</h2>
      <p>
        孩子们对学校最深刻的记忆，往往发生在课表之外：为球队踢进的第一个球、音乐会上的独奏、和朋友们在帐篷里度过的夜晚。在
        {brand.shortName}
        ，每位学生都参与课外活动，大多数孩子每学期都会尝试新项目。活动由我校教师和岛上值得信赖的教练带领。
      </p>

      <h2>课外活动（ECA）</h2>
      <p>
        小学部ECA在放学后进行，时间为{timetable.primaryEcaStart}至{timetable.primaryEcaEnd}
        ；中学部社团则在午休和放学后活动。每学期的典型选项包括：
      </p>
      <ul>
        <li>体育：游泳、足球、篮球、羽毛球、田径和泰拳。</li>
        <li>创意艺术：美术工作室、戏剧、舞蹈、合唱团和摇滚乐队。</li>
        <li>STEM：编程、机器人、小小科学家和国际象棋。</li>
        <li>文化与语言：泰国舞蹈、泰式烹饪和语言社团。</li>
        <li>身心健康：瑜伽、园艺和读书会。</li>
      </ul>
      <h3>如何选课</h3>
      <p>
        每学期开始前，家长会收到活动清单并在线报名。大部分ECA已包含在学费中；少数由外聘教练带领的项目需另行收费，报名时会清楚注明。孩子们每学期初都可以更换活动。
      </p>

      <h2>社团与学生领导力</h2>
      <p>
        高年级学生自主运营社团，从辩论社、摄影社到环保社——环保社组织海滩清洁和珊瑚礁保护项目，守护海岛的美丽。学生会让每个班级都能在学校事务中发声；高中生还担任低年级同学的导师，并协助筹办全校活动。
      </p>

      <h2>游学与户外学习</h2>
      <p>
        苏梅岛本身就是一间绝佳的教室。低年级学生结合课程主题，到农场、瀑布、寺庙和海边进行一日游学；高年级学生参加前往泰国大陆的住宿营地，体验丛林徒步、皮划艇和公益服务；中学生还有机会参加海外游学。每次出行都经过风险评估，家长会提前收到完整安排并签署同意书。
      </p>

      <h2>了解更多</h2>
      <ul>
        <li>
          <PageLink to="sports">体育运动</PageLink>：体育课、游泳、校队与比赛。
        </li>
        <li>
          <PageLink to="pma">表演与音乐学院</PageLink>：乐器课、合唱团、乐队与音乐会。
        </li>
        <li>
          <PageLink to="competitions">竞赛</PageLink>及一年一度的<PageLink to="stem-expo">STEM博览会</PageLink>。
        </li>
        <li>
          七月和八月假期的<PageLink to="summer-camp">夏令营</PageLink>。
        </li>
      </ul>
    </>
  );
}
