// Virtual tour (Simplified Chinese): a guided walk through the campus area by area, and how to book a real visit.
import { Num, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { boarding, officeHours } from '../../data/facts';

export default function VirtualTourBody() {
  return (
    <>
      <h2>跟着我们走一圈校园</h2>
      <p>
        请沿着来访家庭参观{brand.shortName}
        的路线走一遍。读完大约只需一杯咖啡的时间，终点也和真实参观一样：解答您的问题，并诚挚邀请您亲自来校看看。
      </p>

      <h3>1. 校门与接待处</h3>
      <p>
        您从学校位于波普的唯一大门进入，保安会在这里迎接您，所有访客都须登记。正前方是接待处、招生办公室、医务室，以及家长接孩子时碰面的荫凉等候区。
      </p>

      <h3>2. 幼儿部花园</h3>
      <p>
        向左转进入幼儿部。树荫下有沙池、泥巴厨房、小菜园和一个用来唱歌表演的小舞台。室内是色彩明亮、为游戏化学习布置的教室，还设有阅读角和休息区。
      </p>

      <h3>3. 小学部</h3>
      <p>
        沿着带顶棚的连廊，来到围绕庭院而建的小学教室。留意墙上的学生作品：地图、小故事、科学海报，通常还会有一两座来自最新
        STEM+ 项目的火山模型。
      </p>

      <h3>4. 科学实验室</h3>
      <p>中学楼里是生物、化学和物理实验室，隔壁就是设计工作坊和计算机教室。IGCSE 和 A Level 学生在这里完成各项实验。</p>

      <h3>5. 图书馆</h3>
      <p>
        楼上是图书馆，藏有英文书和多种学生母语读物，有供高年级学生自习的书桌，也有听故事用的软垫。毕业班学生常在自习课时来这里学习。
      </p>

      <h3>6. 游泳池</h3>
      <p>回到室外，是带遮阳棚的游泳池。游泳课、水上安全课和一年一度的游泳比赛都在这里进行，欢迎家长前来观赛。</p>

      <h3>7. 运动场</h3>
      <p>游泳池再往前是运动场，有跑道和足球场；旁边带顶棚的球场用于篮球、排球，下雨天也用来举行集会。</p>

      <h3>8. 音乐教室</h3>
      <p>
        循着音乐声就能找到音乐教室：摆满乐器的大教室、几间小琴房，以及我们的<PageLink to="pma">音乐学院</PageLink>
        开设个别课和乐团排练的场地。
      </p>

      <h3>9. 寄宿别墅</h3>
      <p>
        参观的最后一站是寄宿别墅：一个安静舒适的家，设有
        <Num value={boarding.villaBeds} />
        个床位、共享客厅和厨房，由常驻的宿舍家长照顾。详情请见<PageLink to="homestay">寄宿</PageLink>页面。
      </p>

      <h2>欢迎来校实地参观</h2>
      <p>
        线上参观无法传达一所学校真正的氛围。欢迎参加<PageLink to="open-house">开放日</PageLink>，或
        <PageLink to="contact-us">联系我们</PageLink>在办公时间预约个别参观：周一至周五 {officeHours.weekdays.from}–
        {officeHours.weekdays.to}，周六 {officeHours.saturday.from}–{officeHours.saturday.to}。
      </p>
    </>
  );
}
