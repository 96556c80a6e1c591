// Sports (Simplified Chinese): PE for every child, swimming, the sports we play, teams and tournaments, coaching, safety and cover.
import { Money, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { insurance, timetable } from '../../data/facts';

export default function SportsBody() {
  return (
    <>
      <h2>人人上体育课，每周不间断</h2>
      <p>
        从1年级到13年级，每位学生每周至少上{timetable.minPeLessonsPerWeek}
        节体育课，由具备资质的体育教师授课；幼儿部的孩子则每天都有身体活动和游戏。课程循序渐进地培养技能：跑、跳、投掷，球类技术与团队配合，体能训练；高年级学生还会学习担任教练和队长。我们希望每个孩子都能找到自己热爱、并能坚持一生的运动，无论是否入选校队。
      </p>

      <h2>游泳</h2>
      <p>
        生活在海岛上，游泳是必备的生存技能。游泳是体育课的一部分，按水平分成小组教学：年幼的孩子先学会在水中放松、漂浮；小学生学习主要泳姿和水上安全知识；游得好的学生则加入校游泳队训练。每节游泳课都有持证救生员在场。
      </p>

      <h2>运动项目</h2>
      <ul>
        <li>足球与五人制足球</li>
        <li>篮球与排球</li>
        <li>田径与越野跑</li>
        <li>游泳</li>
        <li>羽毛球与网球</li>
        <li>泰拳（课外活动，由持证教练授课）</li>
        <li>体操、舞蹈与瑜伽</li>
      </ul>

      <h2>校队与校际比赛</h2>
      <p>
        {brand.shortName}
        校队与苏梅岛上的其他学校进行校际比赛，也会远赴泰国大陆参赛。校队在放学后训练；每次外出比赛均由我校教师全程带队，家长会提前收到详细安排和同意书。在校内，学院制（house）让人人都能参与：运动会、游泳比赛和学院对抗赛，让每位学生都能为自己的学院赢得积分。
      </p>

      <h2>炎热天气下的安全保障</h2>
      <p>
        我们根据海岛气候安排体育课：户外运动安排在较凉爽的时段，遮阴和补水休息是固定环节，遇到酷热或暴雨则改在室内进行。学生享有学校意外保险，每次事故最高赔付
        <Money amount={insurance.accidentCoverPerIncident} />
        ，详情请见<PageLink to="school-fees">学费标准</PageLink>。
      </p>

      <h2>课后运动</h2>
      <p>
        许多运动项目在课后活动中延续，完整清单见<PageLink to="co-curricular">课外活动</PageLink>
        页面；我校运动队的参赛情况请见<PageLink to="competitions">竞赛</PageLink>页面。
      </p>
    </>
  );
}
