// School calendar (Thai): term dates, half-terms and holidays by academic year, with an .ics download.
import { Fragment } from 'react';
import { FormattedDate } from 'react-intl';
import { CalendarDownload } from '../../app/components/calendar-download';
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { academicYears, type AcademicYear } from '../../data/calendar';
import { boarding, officeHours, starting, termsPerYear } from '../../data/facts';

function Day({ iso }: { iso: string }) {
  return <FormattedDate value={Date.parse(iso)} dateStyle="long" timeZone="UTC" calendar="buddhist" />;
}

function YearTable({ year }: { year: AcademicYear }) {
  return (
    <table>
      <caption>วันเปิด-ปิดภาคเรียนและวันหยุด ปีการศึกษา {year.id}</caption>
      <thead>
        <tr>
          <th scope="col">ภาคเรียน / วันหยุด</th>
          <th scope="col">ตั้งแต่วันที่</th>
          <th scope="col">ถึงวันที่</th>
        </tr>
      </thead>
      <tbody>
        {year.events.map((event) => (
          <tr key={event.id}>
            <th scope="row">{event.name.th}</th>
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
      <h2>ปีการศึกษาของเราจัดอย่างไร</h2>
      <p>
        {brand.shortName} จัดปีการศึกษาตามระบบโรงเรียนในอังกฤษ คือแบ่งเป็น {termsPerYear} ภาคเรียน
        เริ่มต้นช่วงต้นเดือนกันยายนและสิ้นสุดราวกลางเดือนกรกฎาคม ในแต่ละภาคเรียนมีวันหยุดกลางภาคหนึ่งสัปดาห์
        ส่วนช่วงปิดภาคเรียนที่ยาวกว่าจะตรงกับเทศกาลคริสต์มาสและปีใหม่ ช่วงอีสเตอร์และสงกรานต์ และช่วงฤดูร้อน
      </p>
      <p>
        โรงเรียนหยุดตามวันหยุดราชการไทยที่แสดงไว้ในตารางด้านล่าง แม้วันหยุดบางวันจะตรงกับช่วงปิดภาคเรียนอยู่แล้ว เราก็ยังแสดงไว้
        เพราะสำนักงานโรงเรียนและหอพักปิดทำการในวันดังกล่าวด้วย ทุกภาคเรียนเริ่มในวันจันทร์ และนักเรียนใหม่ก็เริ่มเรียนในวันจันทร์เช่นกัน
        หากใบสมัครและค่าธรรมเนียมครบถ้วนล่วงหน้าอย่างน้อย {starting.workingDaysBefore} วันทำการ
        บุตรหลานของท่านสามารถเริ่มเรียนได้ทุกวันจันทร์ในช่วงเปิดภาคเรียน
      </p>

      {academicYears.map((year) => (
        <Fragment key={year.id}>
          <h2>ปีการศึกษา {year.id}</h2>
          <YearTable year={year} />
        </Fragment>
      ))}

      <h2>เพิ่มวันสำคัญลงในปฏิทินของท่าน</h2>
      <p>
        กดปุ่มด้านล่างเพื่อบันทึกวันเปิดภาคเรียน วันหยุดกลางภาค วันหยุดราชการ และกิจกรรมของโรงเรียนทั้งสองปีการศึกษาเป็นไฟล์ปฏิทินไฟล์เดียว
        โดยชื่อกิจกรรมเป็นภาษาไทย เมื่อเปิดไฟล์บนโทรศัพท์หรือคอมพิวเตอร์ Google Calendar, Apple Calendar หรือ Outlook จะเพิ่มวันต่าง ๆ
        เป็นกิจกรรมตลอดทั้งวันให้โดยอัตโนมัติ ไฟล์นี้สร้างขึ้นบนอุปกรณ์ของท่านเอง จึงใช้งานได้แม้ขณะไม่ได้เชื่อมต่ออินเทอร์เน็ต
      </p>
      <p>
        <CalendarDownload locale="th" label="ดาวน์โหลดปฏิทิน (.ics)" />
      </p>

      <h2>การวางแผนตามปฏิทินการศึกษา</h2>
      <ul>
        <li>
          ขอความร่วมมือผู้ปกครองวางแผนเดินทางกับครอบครัวในช่วงปิดภาคเรียน แทนการลาหยุดระหว่างเปิดเรียน เหตุผลอธิบายไว้ใน
          <PageLink to="school-policies">นโยบายการมาเรียน</PageLink> และหากจำเป็นต้องลาจริง ๆ สามารถใช้
          <PageLink to="school-form">แบบฟอร์มแจ้งการลาหยุด</PageLink>ได้
        </li>
        <li>
          ช่วงปิดภาคเรียนฤดูร้อน นักเรียนประจำสามารถอยู่ต่อในโปรแกรมฤดูร้อน {boarding.summerWeeks} สัปดาห์ ส่วนเด็กเล็กสามารถเข้าร่วม
          <PageLink to="summer-camp">ค่ายฤดูร้อน</PageLink>ได้ ดูรายละเอียดเพิ่มเติมที่หน้า
          <PageLink to="homestay">หอพัก</PageLink>
        </li>
        <li>
          ในช่วงปิดภาคเรียน สำนักงานยังคงตอบคำถามเรื่องการรับสมัคร วันจันทร์ถึงวันศุกร์ เวลา {officeHours.weekdays.from}–
          {officeHours.weekdays.to} น. และวันเสาร์ เวลา {officeHours.saturday.from}–{officeHours.saturday.to} น.
          ยกเว้นวันหยุดราชการ
        </li>
      </ul>
      <p>
        ในบางครั้งวันจัดกิจกรรมอาจมีการเปลี่ยนแปลง หากเป็นเช่นนั้น เราจะแจ้งผู้ปกครองผ่านจดหมายข่าวของโรงเรียนก่อน แล้วจึงปรับปรุงข้อมูลในหน้านี้
        หากมีข้อสงสัยเกี่ยวกับวันเปิด-ปิดภาคเรียน ติดต่อเราได้ทุกเมื่อผ่าน<PageLink to="contact-us">แบบฟอร์มติดต่อโรงเรียน</PageLink>
      </p>
    </>
  );
}
