// Secondary School (Simplified Chinese): Key Stage 3, IGCSE and A Level, university guidance, life beyond lessons and joining.
import { Money, PageLink } from '../../app/components/prose';
import { academicYear, ages, timetable, tuition } from '../../data/facts';

const years = tuition.filter((row) => row.id === 'y7-y9' || row.id === 'y10-y11' || row.id === 'y12-y13');

export default function SecondarySchoolBody() {
  return (
    <>
      <h2>三个阶段，一条通往大学的路</h2>
      <p>
        中学部招收{ages.secondary.from}至{ages.secondary.to}
        岁的学生，涵盖7年级至13年级（Year
        7–13）。每个阶段目标明确：在关键阶段三（KS3）打下宽广基础，随后取得国际认可的IGCSE资格，最后深入学习A
        Level课程。我校考试由国际考试机构命题和评分，受到世界各地大学的认可与信任。
      </p>
      <table>
        <caption>中学部年级及每学期学费（{academicYear}学年）</caption>
        <thead>
          <tr>
            <th scope="col">年级</th>
            <th scope="col">年龄（岁）</th>
            <th scope="col">每学期学费</th>
          </tr>
        </thead>
        <tbody>
          {years.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.label}</th>
              <td>{row.ages}</td>
              <td>
                <Money amount={row.perTerm} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>关键阶段三：7至9年级</h2>
      <p>
        这一阶段，学生在专科教师指导下学习广泛的科目：英语、数学、生物、化学、物理、历史、地理、泰语、计算机、美术、音乐、戏剧和体育。STEM+项目将各学科串联起来，学生也在此过程中学会规划自己的学习、按时完成任务，并在课堂讨论中自信表达。
      </p>

      <h2>IGCSE：10至11年级</h2>
      <p>
        学生必修英语、数学和科学，并根据自身特长和规划选修其他科目，例如商科、经济、地理、历史、计算机科学、艺术与设计、音乐或体育。9年级时，老师会与每位学生及家长一起商讨选科；IGCSE考试在11年级末进行。
      </p>

      <h2>A Level：12至13年级</h2>
      <p>
        进入高中阶段，学生集中精力学习少数几门自己热爱、且报考大学专业所需的科目。班级规模小，上课形式接近大学研讨课：大量阅读、课堂辩论、撰写长篇论文并开展独立研究。高年级学生还会带领社团、辅导低年级同学，并代表学校参加各类活动。
      </p>

      <h2>升学与职业指导</h2>
      <p>
        从9年级起，我们的升学指导团队通过<PageLink to="industry-talk">行业讲座</PageLink>
        、个人陈述写作和面试练习，帮助每位学生探索专业方向与职业道路。毕业生升入英国、欧洲、亚洲、澳大利亚和北美的大学，详见
        <PageLink to="university-destination">升学去向</PageLink>。
      </p>

      <h2>课堂之外</h2>
      <ul>
        <li>
          数学、科学、辩论和体育等各类<PageLink to="competitions">竞赛</PageLink>。
        </li>
        <li>
          一年一度的<PageLink to="stem-expo">STEM博览会</PageLink>，学生在此展示自己的研究成果。
        </li>
        <li>
          <PageLink to="pma">表演与音乐学院</PageLink>：为{timetable.musicLessonsUpToYear}
          年级及以下学生提供乐器课，另有乐队和合唱团。
        </li>
        <li>
          每周至少{timetable.minPeLessonsPerWeek}节体育课，以及学校运动队（详见<PageLink to="sports">体育运动</PageLink>
          ）。
        </li>
      </ul>

      <h2>如何申请中学部</h2>
      <p>
        学生可在12年级及以前的任何阶段插班入学。英语仍需提高的学生，会在正常上课的同时参加
        <PageLink to="academic-support">EAL课程</PageLink>。奖学金面向{ages.scholarships.from}至{ages.scholarships.to}
        岁的学生，详见<PageLink to="scholarships">奖学金</PageLink>页面。欢迎了解
        <PageLink to="apply-now">申请流程</PageLink>并查看<PageLink to="school-fees">学费标准</PageLink>。
      </p>
    </>
  );
}
