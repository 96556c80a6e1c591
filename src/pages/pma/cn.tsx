// Performing and Music Academy (Simplified Chinese): instrumental lessons, choirs and bands, concerts, music exams, drama and dance.
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { termsPerYear, timetable } from '../../data/facts';

export default function PmaBody() {
  return (
    <>
      <h2>音乐，校园生活的核心</h2>
      <p>
        表演与音乐学院（PMA）汇聚了{brand.shortName}
        所有与音乐和舞台相关的活动。常规音乐课为每个孩子打下歌唱、节奏、听赏和创作的基础；学院则在此之上提供个别课、合奏团以及贯穿全年的演出，让热爱音乐的孩子凭借天赋和努力走得更远。
      </p>

      <h2>器乐与声乐课程</h2>
      <p>
        {timetable.musicLessonsUpToYear}
        年级及以下的学生可以报名乐器课，由专业教师在琴房进行一对一或小组教学。课程安排在教学周内，采用轮换时段，避免孩子每次都错过同一门课。
      </p>
      <ul>
        <li>钢琴与电子琴</li>
        <li>小提琴与大提琴</li>
        <li>木吉他、电吉他、贝斯与尤克里里</li>
        <li>架子鼓与打击乐</li>
        <li>长笛、单簧管与萨克斯</li>
        <li>声乐</li>
      </ul>
      <p>
        高年级学生可继续参加学院的乐队和合唱团，也可以选择音乐作为IGCSE或A Level科目（详见
        <PageLink to="secondary-school">中学部</PageLink>）。
      </p>

      <h2>合唱团与乐队</h2>
      <ul>
        <li>
          <strong>少儿合唱团</strong>：面向小学生，欢迎所有爱唱歌的孩子。
        </li>
        <li>
          <strong>青年合唱团</strong>：多声部演唱，曲目涵盖多种语言。
        </li>
        <li>
          <strong>摇滚与流行乐队</strong>：由学生自行组队，我校老师担任指导。
        </li>
        <li>
          <strong>弦乐与管乐合奏团</strong>：面向已通过初级考级的学生。
        </li>
      </ul>

      <h2>音乐会与演出</h2>
      <p>
        每学年{termsPerYear}
        个学期，学生每学期都有登台机会——从午间小型独奏会到面向家长的学期末音乐会。一年中还有全校音乐剧或话剧、水灯节上的泰国音乐与舞蹈表演，以及面向苏梅岛社区的公益演出。每个学习乐器的孩子每年至少有一次登台演出的机会。
      </p>

      <h2>音乐考级</h2>
      <p>
        学生可参加国际音乐考试机构的演奏与乐理分级考试，考场就设在学校。考级为孩子设定清晰的目标，高级别证书也受到大学和音乐学院的认可。老师会建议学生何时报考最合适。
      </p>

      <h2>戏剧与舞蹈</h2>
      <p>
        学院同时负责戏剧和舞蹈教学，包括工作坊、课后社团和年度校园大戏。学生既可以登台表演、演唱和跳舞，也可以在幕后负责灯光、音响和布景。
      </p>

      <h2>加入学院</h2>
      <p>
        申请入学时，请注明孩子所学的乐器和目前水平，或<PageLink to="contact-us">联系我们</PageLink>
        预约与音乐主任面谈。更多活动请见<PageLink to="co-curricular">课外活动</PageLink>页面。
      </p>
    </>
  );
}
