// School bus (Simplified Chinese): routes and pick-up windows, price, places, safety and registration.
import { Money, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { bus, busRoutes } from '../../data/facts';

const areaName: Record<(typeof busRoutes.areas)[number]['id'], string> = {
  nathon: '那通（Nathon）',
  maenam: '湄南（Maenam）',
  lamai: '拉迈（Lamai）',
  chaweng: '查汶（Chaweng）',
  'bang-rak': '邦拉（Bang Rak）',
  bophut: '波普（Bophut）',
};

export default function SchoolBusBody() {
  return (
    <>
      <h2>覆盖全岛的线路</h2>
      <p>
        学校的空调巴士从苏梅岛各主要区域接送学生往返位于波普的 {brand.shortName}
        ，西至那通，东南至拉迈。上车点设在主干道旁或家附近商定的地点；完成报名后，我们会与您确认孩子的具体站点和时间。
      </p>
      <table>
        <caption>各区域早间接送时段</caption>
        <thead>
          <tr>
            <th scope="col">区域</th>
            <th scope="col">上车时段</th>
          </tr>
        </thead>
        <tbody>
          {busRoutes.areas.map((area) => (
            <tr key={area.id}>
              <th scope="row">{areaName[area.id]}</th>
              <td>
                {area.pickUp.from}–{area.pickUp.to}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>下午校车于 {busRoutes.leavesSchool} 从学校出发，沿原线路送学生回家。</p>

      <h2>费用与名额</h2>
      <ul>
        <li>
          校车费用为每位学生每学期 <Money amount={bus.perTerm} />
          ，随当学期费用一并开具账单。
        </li>
        <li>每条线路名额有限，按报名先后顺序分配。</li>
        <li>如学校取消校车服务，费用将全额退还。</li>
      </ul>

      <h2>乘车安全</h2>
      <ul>
        <li>每个座位均配有安全带，学生全程系好安全带。</li>
        <li>每辆校车都有随车老师，在每个站点清点人数，并只将低龄学生交给报名表上登记的成年人。</li>
        <li>司机熟悉岛上路况，车辆定期检修。</li>
        <li>行车途中，学校办公室可随时通过电话联系随车老师。</li>
      </ul>

      <h2>如何报名</h2>
      <p>
        请填写<PageLink to="bus-registration">校车报名表</PageLink>。同一家庭每次报名最多可登记{' '}
        {bus.maxStudentsPerRegistration} 名学生，并须填写至少 {bus.minContacts}{' '}
        位联系人。报名表可保存草稿稍后继续，提交前还可查看信息汇总。校车费用也列在
        <PageLink to="school-fees">学费</PageLink>页面中。
      </p>
    </>
  );
}
