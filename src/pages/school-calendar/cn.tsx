// School calendar (Simplified Chinese): term dates, half-terms and holidays by academic year, with an .ics download.
import { Fragment } from 'react';
import { FormattedDate } from 'react-intl';
import { CalendarDownload } from '../../app/components/calendar-download';
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { academicYears, type AcademicYear } from '../../data/calendar';
import { boarding, officeHours, starting, termsPerYear } from '../../data/facts';

function Day({ iso }: { iso: string }) {
  return <FormattedDate value={Date.parse(iso)} dateStyle="long" timeZone="UTC" />;
}

function YearTable({ year }: { year: AcademicYear }) {
  return (
    <table>
      <caption>{year.id}学年学期及假期安排</caption>
      <thead>
        <tr>
          <th scope="col">学期／假期</th>
          <th scope="col">开始日期</th>
          <th scope="col">结束日期</th>
        </tr>
      </thead>
      <tbody>
        {year.events.map((event) => (
          <tr key={event.id}>
            <th scope="row">{event.name.cn}</th>
            <td>
              <Day iso={event.start} />
            </td>
            <td>
              <Day iso={event.end} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function SchoolCalendarBody() {
  return (
    <>
      <h2>学年安排</h2>
      <p>
        {brand.shortName}沿用英国学校的学年制度，每学年分为{termsPerYear}
        个学期，九月初开学，七月中旬结束。每个学期中间设有一周的期中假；较长的假期分别在圣诞节和新年、复活节和宋干节前后以及暑期。
      </p>
      <p>
        学校在下表所列的泰国法定节假日放假。即使节日恰逢学校假期，我们仍会列出，因为当天学校办公室和寄宿公寓同样关闭。每个学期都从星期一开始，新生也统一在星期一入学：只要在入学前至少
        {starting.workingDaysBefore}个工作日完成申请并缴清费用，孩子即可在学期内任意一个星期一开始上课。
      </p>

      {academicYears.map((year) => (
        <Fragment key={year.id}>
          <h2>{year.id}学年</h2>
          <YearTable year={year} />
        </Fragment>
      ))}

      <h2>将日期添加到您的日历</h2>
      <p>
        点击下方按钮，即可把两个学年的全部学期、期中假、节假日和学校活动保存为一个日历文件，活动名称为中文。在手机或电脑上打开该文件，Google
        日历、Apple 日历或 Outlook 会自动将这些日期添加为全天事件。文件直接在您的设备上生成，即使没有网络也能使用。
      </p>
      <p>
        <CalendarDownload locale="cn" label="下载校历（.ics）" />
      </p>

      <h2>如何根据校历安排家庭计划</h2>
      <ul>
        <li>
          请尽量把家庭出行安排在假期，而不是上课期间。原因请参阅我们的<PageLink to="school-policies">考勤政策</PageLink>
          ；如确实无法避免请假，请填写<PageLink to="school-form">请假通知表</PageLink>。
        </li>
        <li>
          暑假期间，寄宿生可以参加为期{boarding.summerWeeks}周的暑期寄宿项目，年龄较小的孩子可以参加
          <PageLink to="summer-camp">夏令营</PageLink>。详情请见<PageLink to="homestay">寄宿</PageLink>页面。
        </li>
        <li>
          假期中招生办公室照常解答入学咨询：周一至周五 {officeHours.weekdays.from}–{officeHours.weekdays.to}，周六{' '}
          {officeHours.saturday.from}–{officeHours.saturday.to}，法定节假日除外。
        </li>
      </ul>
      <p>
        学校活动日期偶尔会有调整。如有变动，我们会先通过学校简报通知家长，再更新本页面。关于日期的任何问题，欢迎通过
        <PageLink to="contact-us">在线联系表</PageLink>与我们联系。
      </p>
    </>
  );
}
