// Our campus (Simplified Chinese): the learning spaces, sport and arts facilities, the boarding villa and safety.
import { Num, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { boarding, timetable } from '../../data/facts';

export default function OurCampusBody() {
  return (
    <>
      <h2>为热带学习环境而设计的校园</h2>
      <p>
        {brand.shortName}
        校园坐落在苏梅岛北岸波普一片绿意盎然的土地上，距岛上主要社区车程不远。各栋教学楼之间都有带顶棚的连廊相连，孩子们在树荫下往返于各个课堂，雨季也不会淋湿。教室明亮宽敞，配有空调，既适合小组合作，也适合安静自习。
      </p>

      <h2>学习空间</h2>
      <h3>幼儿部</h3>
      <p>幼儿部拥有独立的教学区，配有绿荫花园、沙池、泥巴厨房和单独的出入口，让每天早上的送园时间从容不迫。</p>
      <h3>小学部</h3>
      <p>小学教室朝向共享庭院和游乐场，每个年级都设有用于美术、烹饪和科学探究的实践区。</p>
      <h3>中学部与科学实验室</h3>
      <p>
        中学生在各学科专用教室上课，并配有生物、化学、物理专业实验室，以及服务于 STEM+
        课程的设计与技术工作坊和计算机教室。
      </p>
      <h3>图书馆</h3>
      <p>
        图书馆是学校的心脏：馆藏包括英文书籍和多种学生母语读物，为高年级学生提供安静的自习空间，也为低龄孩子安排故事时间。
      </p>

      <h2>体育与艺术</h2>
      <ul>
        <li>
          游泳池：游泳和水上安全是<PageLink to="sports">体育课</PageLink>
          的一部分，每位学生每周至少上{timetable.minPeLessonsPerWeek}节体育课。
        </li>
        <li>运动场和带顶棚的多功能球场，用于足球、篮球、田径和运动会。</li>
        <li>
          音乐教室和琴房：音乐课开设至 Year {timetable.musicLessonsUpToYear}，器乐个别课由我们的
          <PageLink to="pma">音乐学院</PageLink>开设。
        </li>
        <li>礼堂，用于集会、音乐会和戏剧演出。</li>
      </ul>

      <h2>寄宿别墅</h2>
      <p>
        寄宿别墅位于校园一侧，设有
        <Num value={boarding.villaBeds} />
        个床位和共享起居空间，由常驻的宿舍家长悉心照顾，是孩子们的第二个家。详情请见
        <PageLink to="homestay">寄宿</PageLink>页面。
      </p>

      <h2>安全与照护</h2>
      <p>
        校园四周设有围栏，只有一个由专人值守的出入口，所有访客均须登记。校医在接待处旁的医务室工作，每栋楼都设有饮水点。
      </p>
      <p>
        <PageLink to="school-bus">校车</PageLink>
        接送全岛各地的学生。想亲眼看看校园，可以先进行<PageLink to="virtual-tour">线上参观</PageLink>，或来参加
        <PageLink to="open-house">开放日</PageLink>。
      </p>
    </>
  );
}
