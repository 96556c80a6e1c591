// Competitions (Simplified Chinese): why we compete, academic contests, debating, sport, the arts, how students take part and how we celebrate.
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';

export default function CompetitionsBody() {
  return (
    <>
      <h2>我们为什么参加竞赛</h2>
      <p>
        竞赛给学生一个挑战自我的理由、一个明确的努力目标，以及在压力下发挥水平的宝贵经历；它也教会孩子赢得大方、输得坦然、跌倒了再出发。在
        {brand.shortName}，所有想参加的学生都有机会参赛，而不只是那些被看好能获奖的孩子。
      </p>

      <h2>数学与科学</h2>
      <ul>
        <li>
          <strong>数学奥林匹克与数学挑战赛：</strong>
          小学和中学学生每年参加国际数学竞赛，每周的解题社团帮助他们做好准备。
        </li>
        <li>
          <strong>科学展：</strong>学生自主设计并完成探究实验；我校<PageLink to="stem-expo">STEM博览会</PageLink>
          上的优秀项目还将代表学校参加校际科学展。
        </li>
        <li>
          <strong>编程与机器人：</strong>学生组队搭建机器人并编写程序，参加地区机器人挑战赛及线上编程比赛。
        </li>
      </ul>

      <h2>辩论与公众演讲</h2>
      <p>
        辩论社每周活动一次。学生学习研究辩题、构建论点、回应对方观点，并在校际辩论赛和模拟联合国会议中实战检验。低年级的孩子从“展示与讲述”、诗歌朗诵和校园拼写大赛起步；每个人都有机会在全校集会上发言。
      </p>

      <h2>体育</h2>
      <p>
        校队参加苏梅岛及泰国大陆的校际锦标赛，项目包括足球、篮球、排球、游泳和田径。详情请见
        <PageLink to="sports">体育运动</PageLink>页面。
      </p>

      <h2>艺术</h2>
      <p>
        小画家们参加绘画和摄影比赛，小作家们参加创意写作和诗歌比赛，
        <PageLink to="pma">表演与音乐学院</PageLink>的学生则登上各类音乐节的舞台。
      </p>

      <h2>如何参加</h2>
      <ol>
        <li>老师会在课堂、全校集会和家长通讯中发布近期竞赛信息。</li>
        <li>学生自主报名或受邀加入队伍，并在午休或课后社团中进行训练。</li>
        <li>校外比赛前，家长会提前收到完整安排和同意书。</li>
        <li>学生由我校教师带队出行参赛，全程陪同。</li>
      </ol>

      <h2>分享成功的喜悦</h2>
      <p>
        我们既表彰成绩，也肯定努力：在全校集会上、在校刊中，以及在<PageLink to="news-updates">新闻动态</PageLink>
        栏目里。表现出突出才能的学生，还将通过资优学生培养计划获得进一步支持（详见
        <PageLink to="academic-support">学业支持</PageLink>）。
      </p>
    </>
  );
}
