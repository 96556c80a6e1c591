// Curriculum (Simplified Chinese): the stages and their frameworks, STEM+, Thai language and culture, and English support.
import { PageLink, Num } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { ages, school, termsPerYear, tuition } from '../../data/facts';

const agesOf = (id: (typeof tuition)[number]['id']) => tuition.find((row) => row.id === id)?.ages;

export default function CurriculumBody() {
  return (
    <>
      <h2>一以贯之的英国课程：从起步到A Level</h2>
      <p>
        在{brand.name}，每个孩子都遵循同一套循序渐进的英国课程——从学前班Foundation 1的第一天，到13年级（Year
        13）的最后一场A Level考试。各学段环环相扣，因此无论是{ages.earlyYears.from}岁入园的幼儿，还是
        {ages.secondary.from}
        岁从海外转学而来的中学生，都会面对同样清晰的学习要求、同样格式的成绩报告，以及用同一套标准衡量进步的老师。每学年分为
        {termsPerYear}个学期，从九月开始，到次年七月中旬结束。
      </p>
      <table>
        <caption>{brand.shortName}各学段一览</caption>
        <thead>
          <tr>
            <th scope="col">学段</th>
            <th scope="col">年龄（岁）</th>
            <th scope="col">年级</th>
            <th scope="col">课程体系</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">幼儿部</th>
            <td>
              {ages.earlyYears.from}–{ages.earlyYears.to}
            </td>
            <td>Foundation 1、Foundation 2、Foundation 3（学前班Reception）</td>
            <td>英国早期基础阶段课程（EYFS）</td>
          </tr>
          <tr>
            <th scope="row">小学部</th>
            <td>
              {ages.primary.from}–{ages.primary.to}
            </td>
            <td>1–6年级（Year 1–6）</td>
            <td>英格兰国家课程，关键阶段一、二（KS1–KS2）</td>
          </tr>
          <tr>
            <th scope="row">中学部：初中阶段</th>
            <td>{agesOf('y7-y9')}</td>
            <td>7–9年级（Year 7–9）</td>
            <td>英格兰国家课程，关键阶段三（KS3）</td>
          </tr>
          <tr>
            <th scope="row">中学部：IGCSE阶段</th>
            <td>{agesOf('y10-y11')}</td>
            <td>10–11年级（Year 10–11）</td>
            <td>IGCSE</td>
          </tr>
          <tr>
            <th scope="row">中学部：高中阶段（Sixth Form）</th>
            <td>{agesOf('y12-y13')}</td>
            <td>12–13年级（Year 12–13）</td>
            <td>A Level</td>
          </tr>
        </tbody>
      </table>
      <p>
        我校的考试课程获得国际考试机构认证，学生在苏梅岛取得的IGCSE和A
        Level成绩与在英国本土取得的成绩同等有效，获得世界各地大学的认可。各学段详情请见
        <PageLink to="early-years">幼儿部</PageLink>、<PageLink to="primary-school">小学部</PageLink>和
        <PageLink to="secondary-school">中学部</PageLink>页面。
      </p>

      <h2>STEM+：有目标的科学与技术教育</h2>
      <p>
        STEM+贯穿所有学段。核心是科学、技术、工程和数学；而“+”代表创造力、表达沟通能力以及对我们这座海岛的关爱——正是这些让知识真正转化为有用的成果。
      </p>
      <ul>
        <li>
          <strong>幼儿部：</strong>在校园花园和海滩上搭建、测量、分类，探索大自然。
        </li>
        <li>
          <strong>小学部：</strong>每周都有STEM+课程，包括编程、基础机器人和设计挑战，孩子们亲手做出作品并进行测试。
        </li>
        <li>
          <strong>中学部：</strong>实验室科学、计算机科学和长期设计项目，许多作品会在一年一度的
          <PageLink to="stem-expo">STEM博览会</PageLink>上向家长展示。
        </li>
      </ul>

      <h2>泰语与泰国文化</h2>
      <p>
        泰国是我们的家，每位学生都会了解这片土地。泰籍学生按母语水平学习泰语，在用英语学习各科的同时，保持母语读写的扎实功底；外籍学生则把泰语作为外语学习，从菜市场里的日常对话一直学到读写。全体学生共同上泰国文化课，全校还会一起庆祝水灯节、宋干节等传统节日。
      </p>

      <h2>分级英语支持课程</h2>
      <p>
        我校
        <Num value={school.students} />
        多名学生来自
        <Num value={school.nations} />
        多个国家，其中不少孩子入学时的母语并非英语。我们的英语附加语言（EAL）课程帮助他们迅速、自信地融入课堂：
      </p>
      <ol>
        <li>新生入学时，根据英语水平被安排到相应级别。</li>
        <li>每学期末进行一次评估。</li>
        <li>达到本级别目标后，升入下一级别。</li>
        <li>完成最高级别后即可结业，与同学们一起进入常规英语课堂。</li>
      </ol>
      <p>
        各级别的具体内容及相关支持请见<PageLink to="academic-support">学业支持</PageLink>
        页面。如需了解孩子的起点水平，欢迎<PageLink to="contact-us">联系招生办公室</PageLink>，或查看
        <PageLink to="apply-now">申请流程</PageLink>。
      </p>
    </>
  );
}
