// Early Years and Foundation (Simplified Chinese): the Foundation classes, EYFS learning through play, the day, settling in and joining.
import { Money, PageLink } from '../../app/components/prose';
import { academicYear, ages, termsPerYear, tuition, visa } from '../../data/facts';

const classes = tuition.filter((row) => row.id === 'f1-f2' || row.id === 'f3');

export default function EarlyYearsBody() {
  return (
    <>
      <h2>在Foundation阶段成长的三年</h2>
      <p>
        幼儿部招收{ages.earlyYears.from}岁起的孩子，直至{ages.earlyYears.to}
        岁升入一年级（Year 1）。孩子们在Foundation 1、Foundation 2和Foundation
        3（学前班Reception）三个班级度过这段时光。教室明亮宽敞、配有空调，直通绿荫花园。我们坚持小班教学，每班配有一名合格教师和一名助教，让每个孩子都能被看见、被倾听，并在需要时及时得到帮助。
      </p>
      <table>
        <caption>幼儿部班级及每学期学费（{academicYear}学年）</caption>
        <thead>
          <tr>
            <th scope="col">班级</th>
            <th scope="col">年龄（岁）</th>
            <th scope="col">每学期学费</th>
          </tr>
        </thead>
        <tbody>
          {classes.map((row) => (
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

      <h2>遵循EYFS框架，在游戏中学习</h2>
      <p>
        我们采用英国早期基础阶段课程（Early Years Foundation
        Stage，简称EYFS）。孩子们在游戏、探索和交谈中学习，老师精心设计每一项活动，让游戏真正通向学习目标。该框架分为奠定一切基础的“核心领域”和在此之上发展的“具体领域”。
      </p>
      <h3>核心领域</h3>
      <ul>
        <li>沟通与语言：故事、儿歌、童谣，以及大量的英语日常交流。</li>
        <li>身体发展：攀爬、平衡、玩水，以及为握笔做准备的精细动作练习。</li>
        <li>个人、社交与情感发展：结交朋友、学会轮流等待、逐步独立。</li>
      </ul>
      <h3>具体领域</h3>
      <ul>
        <li>读写：从Foundation 2起每天进行自然拼读（phonics）练习，亲子共读，尝试书写。</li>
        <li>数学：用真实物品学习数数、形状、规律和测量。</li>
        <li>认识世界：了解海岛上的植物、动物、天气和人们的生活。</li>
        <li>艺术表达与设计：绘画、搭建、音乐、舞蹈和角色扮演。</li>
      </ul>

      <h2>幼儿部的一天</h2>
      <p>
        每天从晨圈问候开始，随后是简短的教师引导活动和充裕的自主游戏时间，趁上午凉爽时在室内外尽情活动。孩子们一起享用健康点心，年龄较小的孩子午饭后安静休息，一天在故事时间中结束。会说泰语的助教帮助新生尽快适应；仍在学习英语的孩子，则由我们的
        <PageLink to="academic-support">EAL团队</PageLink>给予耐心细致的支持。
      </p>

      <h2>入园适应与家校沟通</h2>
      <p>
        上学是人生的一大步，因此新生可以从较短的在校时间开始。每个孩子都有一位专属的关键教师（key
        person），与家庭建立密切联系。孩子的照片和学习记录会上传到在线成长档案，家长随时可以查看；每学年
        {termsPerYear}个学期，每学期都会收到一份书面报告，并安排家长会当面沟通。
      </p>

      <h2>如何申请幼儿部</h2>
      <p>
        孩子年满{ages.earlyYears.from}岁即可入学。外籍家庭请提前查阅<PageLink to="visa-information">签证信息</PageLink>
        ：孩子须在学年开始前年满{visa.minAgeOnFirstSeptember}岁，方可办理学生签证。欢迎了解
        <PageLink to="apply-now">申请流程</PageLink>、查看<PageLink to="school-fees">学费标准</PageLink>，或
        <PageLink to="contact-us">预约参观</PageLink>，与我们的幼儿部老师见面。
      </p>
    </>
  );
}
