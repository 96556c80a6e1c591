// University destinations (Thai): where graduates study, by region, and guidance in Years 11 to 13.
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';

export default function UniversityDestinationBody() {
  return (
    <>
      <h2>ศิษย์เก่าของเราศึกษาต่อที่ไหนบ้าง</h2>
      <p>
        IGCSE และ A Level เป็นวุฒิการศึกษาระดับโรงเรียนที่ได้รับการยอมรับอย่างกว้างขวางที่สุดในโลก นักเรียน {brand.shortName}{' '}
        จึงมีทางเลือกอย่างแท้จริงทั้งในเรื่องประเทศและสาขาวิชา ศิษย์เก่าของเราได้ศึกษาต่อในมหาวิทยาลัยต่าง ๆ เช่น รายชื่อด้านล่างนี้
        ซึ่งเป็นตัวอย่างจุดหมายที่พบบ่อย ไม่ใช่รายชื่อทั้งหมด
      </p>
      <table>
        <caption>ตัวอย่างมหาวิทยาลัยที่ศิษย์เก่า {brand.shortName} ศึกษาต่อ แยกตามภูมิภาค</caption>
        <thead>
          <tr>
            <th scope="col">ภูมิภาค</th>
            <th scope="col">มหาวิทยาลัย เช่น</th>
            <th scope="col">สาขาที่นิยม</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">สหราชอาณาจักร</th>
            <td>University of Edinburgh, University of Manchester, King’s College London, University of Exeter</td>
            <td>แพทยศาสตร์ วิศวกรรมศาสตร์ นิติศาสตร์ เศรษฐศาสตร์</td>
          </tr>
          <tr>
            <th scope="row">ยุโรป</th>
            <td>University of Amsterdam, Maastricht University, IE University (มาดริด), Trinity College Dublin</td>
            <td>ธุรกิจระหว่างประเทศ จิตวิทยา ความสัมพันธ์ระหว่างประเทศ</td>
          </tr>
          <tr>
            <th scope="row">ออสเตรเลียและนิวซีแลนด์</th>
            <td>University of Melbourne, University of Queensland, Monash University, University of Auckland</td>
            <td>วิทยาศาสตร์ทางทะเล สถาปัตยกรรมศาสตร์ วิทยาศาสตร์สุขภาพ</td>
          </tr>
          <tr>
            <th scope="row">อเมริกาเหนือ</th>
            <td>University of Toronto, University of British Columbia, McGill University, Boston University</td>
            <td>วิทยาการคอมพิวเตอร์ ศิลปศาสตร์ บริหารธุรกิจ</td>
          </tr>
          <tr>
            <th scope="row">เอเชีย รวมถึงประเทศไทย</th>
            <td>
              จุฬาลงกรณ์มหาวิทยาลัย, วิทยาลัยนานาชาติ มหาวิทยาลัยมหิดล, National University of Singapore, The University of Hong
              Kong
            </td>
            <td>การโรงแรมและการท่องเที่ยว วิศวกรรมศาสตร์ แพทยศาสตร์ และหลักสูตรนานาชาติที่สอนเป็นภาษาอังกฤษ</td>
          </tr>
        </tbody>
      </table>

      <h2>การแนะแนวศึกษาต่อตั้งแต่ Year 11 ถึง Year 13</h2>
      <p>
        การเลือกว่าจะเรียนอะไรและที่ไหนเป็นการตัดสินใจครั้งใหญ่ ไม่ควรมีใครต้องตัดสินใจเพียงลำพัง
        การแนะแนวด้านการศึกษาต่อและอาชีพของเราเริ่มต้นเร็ว ดูแลเป็นรายบุคคล และให้ผู้ปกครองมีส่วนร่วมในทุกขั้นตอน
      </p>
      <h3>Year 11: เลือกวิชา A Level ให้เหมาะสม</h3>
      <p>
        ควบคู่กับการเตรียมสอบ IGCSE นักเรียนทุกคนจะได้พบครูแนะแนวแบบตัวต่อตัว เพื่อพูดคุยถึงจุดแข็ง ความสนใจ และอาชีพที่เป็นไปได้
        เราช่วยนักเรียนเลือกวิชา A Level ที่เปิดทางไปสู่สาขาที่อาจอยากเรียนต่อในอนาคต
      </p>
      <h3>Year 12: ค้นคว้าและหาประสบการณ์</h3>
      <ul>
        <li>ค้นคว้าข้อมูลหลักสูตรและประเทศ และเปรียบเทียบเกณฑ์การรับเข้า</li>
        <li>
          ฟังประสบการณ์จากผู้เชี่ยวชาญใน<PageLink to="industry-talk">กิจกรรม Industry Talk</PageLink> และฝึกประสบการณ์ทำงานบนเกาะ
        </li>
        <li>เยี่ยมชมมหาวิทยาลัยทั้งแบบออนไลน์และด้วยตัวเอง และเริ่มร่างเรียงความแนะนำตัว (Personal Statement)</li>
        <li>การประชุมแนะแนวสำหรับผู้ปกครอง เรื่องการสมัคร ค่าใช้จ่าย และกำหนดเวลาต่าง ๆ</li>
      </ul>
      <h3>Year 13: ยื่นใบสมัครและรับข้อเสนอ</h3>
      <p>
        ทีมแนะแนวดูแลการสมัครของนักเรียนทุกคน ไม่ว่าจะผ่านระบบ UCAS สำหรับสหราชอาณาจักร สมัครตรงกับมหาวิทยาลัยในยุโรป เอเชีย และออสเตรเลีย
        หรือผ่านระบบรับสมัครของสหรัฐอเมริกาและแคนาดา คุณครูเขียนจดหมายรับรองอย่างละเอียด นักเรียนได้ฝึกสัมภาษณ์และเตรียมสอบเข้า
        และเรายังช่วยครอบครัวค้นหาทุนการศึกษาระดับมหาวิทยาลัยด้วย
      </p>

      <h2>ข้อมูลเพิ่มเติม</h2>
      <p>
        อ่านเรื่องการเรียน IGCSE และ A Level ได้ที่หน้า<PageLink to="secondary-school">มัธยมศึกษา</PageLink> หรือดูข้อมูล
        <PageLink to="scholarships">ทุนการศึกษา</PageLink>ของ {brand.shortName} หากต้องการปรึกษาแผนการศึกษาต่อของลูกกับทีมของเรา
        กรุณา<PageLink to="contact-us">ติดต่อเรา</PageLink>
      </p>
    </>
  );
}
