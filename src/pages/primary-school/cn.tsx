// Primary School (Simplified Chinese): Years 1 to 6, what children learn, teachers, after-school activities, reports and joining.
import { Money, PageLink } from '../../app/components/prose';
import { academicYear, ages, starting, termsPerYear, timetable, tuition } from '../../data/facts';

const years = tuition.filter((row) => row.id === 'y1-y3' || row.id === 'y4-y6');

export default function PrimarySchoolBody() {
  return (
    <>
      <h2>1至6年级</h2>
      <p>
        小学部面向{ages.primary.from}至{ages.primary.to}
        岁的孩子，涵盖1年级至6年级（Year
        1–6）。我们采用英格兰国家课程：关键阶段一（1、2年级）打牢阅读、写作和数学基础；关键阶段二（3至6年级）在此基础上深化，并拓宽学科范围，让孩子们从容适应
        <PageLink to="secondary-school">中学部</PageLink>的学习节奏。
      </p>
      <table>
        <caption>小学部年级及每学期学费（{academicYear}学年）</caption>
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

      <h2>孩子们学什么</h2>
      <ul>
        <li>
          <strong>英语：</strong>系统的自然拼读、教师指导阅读、书写训练，以及面向真实读者的写作。
        </li>
        <li>
          <strong>数学：</strong>先熟练掌握基本运算，再借助实物教具进行推理和解决问题。
        </li>
        <li>
          <strong>科学与STEM+：</strong>动手实验、编程和设计挑战（详见<PageLink to="curriculum">课程设置</PageLink>）。
        </li>
        <li>
          <strong>人文：</strong>历史与地理，常常从苏梅岛和周边地区讲起。
        </li>
        <li>
          <strong>泰语与泰国文化：</strong>泰籍学生学习母语水平的泰语，其他学生学习泰语作为外语。
        </li>
        <li>
          <strong>音乐、美术和计算机</strong>，均由专科教师授课。
        </li>
        <li>
          <strong>体育与游泳：</strong>每周至少{timetable.minPeLessonsPerWeek}节体育课（详见
          <PageLink to="sports">体育运动</PageLink>）。
        </li>
        <li>
          <strong>个人、社会与健康教育：</strong>友谊、情绪、安全意识与健康生活。
        </li>
      </ul>

      <h2>班主任与专科教师</h2>
      <p>
        每个班级都有一位班主任，负责大部分课程，也是家长的第一联系人，并有一名助教协助。音乐、体育、游泳和泰语由专科教师授课。仍在学习英语的孩子参加
        <PageLink to="academic-support">EAL课程</PageLink>
        ；需要额外帮助或更高挑战的孩子，则由我们的学习支持团队跟进。
      </p>

      <h2>课后活动</h2>
      <p>
        课外活动（ECA）时间为{timetable.primaryEcaStart}至{timetable.primaryEcaEnd}
        。孩子们每学期可以重新选择活动，从足球、游泳到编程、美术、合唱和国际象棋，应有尽有。完整安排请见
        <PageLink to="co-curricular">课外活动</PageLink>页面。
      </p>

      <h2>学业进展与成绩报告</h2>
      <p>
        老师持续关注每个孩子的进步，并在每学年{termsPerYear}
        个学期中分别进行正式记录。每学期家长都会收到一份书面报告，并与班主任面谈，了解孩子的表现和下一步目标。
      </p>

      <h2>如何申请小学部</h2>
      <p>
        除九月开学外，学年中途也可以插班入学。新生统一在周一入学：申请材料和费用须在开学前至少
        {starting.workingDaysBefore}个工作日办妥；如在周四{starting.feesDeadlineHour}
        :00前缴清费用，孩子即可在下周一开始上课。欢迎了解<PageLink to="apply-now">申请流程</PageLink>、查看
        <PageLink to="school-fees">学费标准</PageLink>，或<PageLink to="bus-registration">登记校车服务</PageLink>。
      </p>
    </>
  );
}
