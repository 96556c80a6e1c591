// Mission and vision (Simplified Chinese): the school's mission, vision and values, and how they show day to day.
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';

export default function MissionAndVisionBody() {
  return (
    <>
      <h2>我们的使命</h2>
      <p>
        <strong>
          在温暖而多元的国际社区中，为每个孩子提供严谨的英式教育，培养自信、有爱心、充满好奇心的年轻人，无论将来身在何处，都能为世界带来积极的改变。
        </strong>
      </p>
      <p>
        在{brand.shortName}
        ，从班级规模到是否开设一个新的课后社团，每一个决定都以这句话为准绳。我们特意把它写得简短，让老师、家长和学生都记得住，也都可以据此监督我们是否言行一致。
      </p>

      <h2>我们的愿景</h2>
      <p>
        我们希望{brand.name}
        成为苏梅岛上这样一所学校：孩子们在学业上得到充分挑战，在生活上得到个别关怀；来自任何国家的家庭几周之内就能找到家的感觉；学生毕业时不仅为大学做好准备，也为一个在他们离校后仍将不断变化的世界做好准备。
      </p>

      <h2>我们的价值观</h2>
      <h3>自信</h3>
      <p>
        我们帮助孩子找到自己的声音：在课堂上提问，站上舞台，犯错之后再试一次。自信来自真正的成就，所以我们设定高标准，同时给予达到标准所需的支持。
      </p>
      <h3>关爱</h3>
      <p>
        善良需要培养，而不是理所当然。学生们通过伙伴制度和学院活动互相照顾，也通过海滩清洁、回收项目和社区服务，守护我们共同生活的这座海岛。
      </p>
      <h3>好奇</h3>
      <p>
        STEM+
        课程、图书馆和各类研学活动，都是为了让孩子们去追问事物如何运作、为什么会这样。在我们看来，一个好问题和一个正确答案同样珍贵。
      </p>

      <h2>价值观在校园日常中的样子</h2>
      <ul>
        <li>幼儿部的孩子向来访客人讲解花园里的种子是怎样发芽长大的。</li>
        <li>一位入学时几乎不会说英语的 Year 5 学生，第一次在全班面前朗读。</li>
        <li>中学生从预算到收尾清场，独立策划并举办一场支持本地公益的慈善活动。</li>
        <li>一名高年级学生指导学弟学妹为 STEM 科技展准备作品。</li>
      </ul>
      <p>
        我们的<PageLink to="pastoral-care">学生关怀</PageLink>和<PageLink to="co-curricular">课外活动</PageLink>
        每天都在践行这些价值观。想亲眼看看，欢迎来参加<PageLink to="open-house">开放日</PageLink>。
      </p>
    </>
  );
}
