// Academic support (Simplified Chinese): the EAL levels and how students move through them, learning support, and gifted and talented.
import { Num, PageLink } from '../../app/components/prose';
import { ages, school, termsPerYear } from '../../data/facts';

export default function AcademicSupportBody() {
  return (
    <>
      <h2>英语附加语言课程（EAL）</h2>
      <p>
        我校
        <Num value={school.students} />
        多名学生来自
        <Num value={school.nations} />
        多个国家，对许多孩子来说，英语是第二甚至第三语言。EAL课程由专职EAL教师以小组形式授课，帮助学生掌握学习各门学科所需的英语；其余时间，孩子们与同班同学一起上课。新生入学时会接受一次简短的听、说、读、写测评，据此安排到相应级别。
      </p>
      <table>
        <caption>EAL课程级别</caption>
        <thead>
          <tr>
            <th scope="col">级别</th>
            <th scope="col">学生起点</th>
            <th scope="col">本级别培养重点</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Foundation（基础级）</th>
            <td>刚开始接触英语，或只会少量单词和短语。</td>
            <td>课堂日常英语、核心词汇、简单句，以及开口说英语的自信。</td>
          </tr>
          <tr>
            <th scope="row">Developing（发展级）</th>
            <td>能听懂日常安排和简单指令，能用短句表达。</td>
            <td>理解性阅读、学科词汇，以及写出连贯的句子。</td>
          </tr>
          <tr>
            <th scope="row">Expanding（拓展级）</th>
            <td>在少量帮助下能参与大部分课程。</td>
            <td>阅读较长文章、准确运用语法，以及各学科的学术写作。</td>
          </tr>
          <tr>
            <th scope="row">Bridging（衔接级）</th>
            <td>英语水平接近同班同学，但学术语言仍有欠缺。</td>
            <td>独立阅读、长篇写作，以及在常规英语课堂取得成功所需的能力。</td>
          </tr>
        </tbody>
      </table>
      <h3>如何逐级提升</h3>
      <ol>
        <li>每学期末进行评估，每学年共{termsPerYear}次。</li>
        <li>达到本级别目标的学生升入下一级别。</li>
        <li>完成最高级别Bridging后，学生即可结业，进入常规英语课堂。</li>
      </ol>
      <p>
        每次评估结果都会随学期报告一并发给家长，让您随时了解孩子所处的级别和下一步目标。许多学生一年内即可升级，但每个孩子都按照自己的节奏进步。
      </p>

      <h2>学习支持</h2>
      <p>
        有些孩子的学习方式与众不同，例如有阅读障碍、注意力困难或言语语言方面的需要。我们的学习支持教师会在课堂上和小组中为他们提供帮助，与家长和班主任共同制定个别化学习计划，并每学期进行回顾。如果需要专业机构评估，我们也会为家长提供建议。
      </p>
      <h3>入学之前</h3>
      <p>
        请在<PageLink to="application-form">入学申请表</PageLink>
        中说明孩子的学习需要——申请表会询问特殊学习需要及以往是否接受过专业评估——并附上已有的评估报告。对于每一位有学习需要的申请者，校长都会在发出录取通知前与孩子和家长当面会谈，共同确认我校是否适合孩子，并从入学第一天起做好支持安排。
      </p>

      <h2>资优学生培养</h2>
      <p>
        在某一学科能力突出，或在音乐、美术、体育方面有特长的学生，会通过测评和教师观察被发现。他们将获得课堂拓展任务、专项提高小组、导师指导，以及代表学校参加
        <PageLink to="competitions">各类竞赛</PageLink>的机会。{ages.scholarships.from}至{ages.scholarships.to}
        岁的学生还可以申请<PageLink to="scholarships">奖学金</PageLink>。
      </p>
      <p>
        关于孩子学业支持的任何问题，欢迎<PageLink to="contact-us">联系我们</PageLink>，我们会为您安排对口的老师沟通。
      </p>
    </>
  );
}
