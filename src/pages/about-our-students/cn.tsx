// About our students (Simplified Chinese): who they are, how they learn together and how they lead.
import { Num, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { ages, school } from '../../data/facts';

export default function AboutOurStudentsBody() {
  return (
    <>
      <h2>来自世界各地，相聚一所学校</h2>
      <p>
        午休时间走过校园，你会听到泰语、英语、俄语、中文、法语和德语，而且常常出自同一群好朋友之口。我们的学生来自
        <Num value={school.nations} />
        多个国家：有的家庭在苏梅岛生活了几代人，有的上个月才搬来。大家的共同点是用英语学习，并习惯从不同角度看世界。
      </p>
      <p>
        与来自不同文化背景的同学朝夕相处，本身就是教育的一部分。孩子们学会倾听、友善地表达不同意见、寻找共识；毕业后，无论走进哪个国际化的课堂或职场，他们都能从容自如。
      </p>

      <h2>从入学第一天到毕业</h2>
      <ul>
        <li>
          <strong>
            幼儿阶段（{ages.earlyYears.from}–{ages.earlyYears.to}岁）：
          </strong>
          孩子们通过游戏、故事和花园里的探索学习，逐渐建立尝试新事物的自信。
        </li>
        <li>
          <strong>
            小学阶段（{ages.primary.from}–{ages.primary.to}岁）：
          </strong>
          打下扎实的阅读、写作和数学基础，并在体育、音乐和 STEM+ 中发现自己的兴趣。
        </li>
        <li>
          <strong>
            中学阶段（{ages.secondary.from}–{ages.secondary.to}岁）：
          </strong>
          学习 IGCSE 和 A Level 课程，牵头组织社团和活动，为升学和未来职业做好准备。
        </li>
      </ul>

      <h2>学生的声音与领导力</h2>
      <h3>学生会</h3>
      <p>
        各班选出的学生代表定期与学校领导层开会。学生会参与决定了午餐菜单、课后社团的设置和海滩清洁日，并把讨论结果带回班级与同学分享。
      </p>
      <h3>学院制（House）</h3>
      <p>
        每位学生和老师都属于一个学院。学院之间在体育、音乐、知识竞赛和慈善活动中展开比拼，让高年级和低年级的学生打成一片，每个人都有自己要加油的队伍。
      </p>
      <h3>学长学姐与阅读伙伴</h3>
      <p>
        高年级学生担任级长，为来访家庭带领参观，并协助组织各类活动。每周，高年级学生都会陪低年级同学一起读书；每位新生也会有一位“伙伴”，在最初几天带他熟悉校园。
      </p>

      <h2>我们希望每位学生带走什么</h2>
      <p>
        优异的考试成绩很重要，我们的学生也为此努力学习。但我们同样看重的是，孩子们离开{brand.shortName}
        时是自信、友善、充满好奇心的人——这正是我们<PageLink to="mission-and-vision">使命与愿景</PageLink>
        背后的价值观。<PageLink to="pastoral-care">学生关怀团队</PageLink>确保没有一个孩子被忽视，
        <PageLink to="co-curricular">课外活动</PageLink>则让每位学生在课堂之外也有发光的舞台。
      </p>
      <p>
        想让孩子认识我们的学生吗？欢迎参加<PageLink to="open-house">开放日</PageLink>
        ，由学生亲自带您参观校园；也可以先了解<PageLink to="apply-now">申请流程</PageLink>。
      </p>
    </>
  );
}
