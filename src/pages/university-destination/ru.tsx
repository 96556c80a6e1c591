// University destinations (Russian): where graduates study, by region, and guidance in Years 11 to 13.
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';

export default function UniversityDestinationBody() {
  return (
    <>
      <h2>Где учатся наши выпускники</h2>
      <p>
        IGCSE и A Level — одни из самых широко признанных школьных квалификаций в мире, поэтому у выпускников{' '}
        {brand.shortName} есть реальный выбор и страны, и специальности. Наши выпускники продолжили учёбу в таких
        университетах, как перечисленные ниже. Это типичные направления, а не исчерпывающий список.
      </p>
      <table>
        <caption>Типичные направления выпускников {brand.shortName} по регионам</caption>
        <thead>
          <tr>
            <th scope="col">Регион</th>
            <th scope="col">Университеты, например</th>
            <th scope="col">Популярные направления</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Великобритания</th>
            <td>University of Edinburgh, University of Manchester, King’s College London, University of Exeter</td>
            <td>медицина, инженерия, право, экономика</td>
          </tr>
          <tr>
            <th scope="row">Европа</th>
            <td>University of Amsterdam, Maastricht University, IE University (Мадрид), Trinity College Dublin</td>
            <td>международный бизнес, психология, международные отношения</td>
          </tr>
          <tr>
            <th scope="row">Австралия и Новая Зеландия</th>
            <td>University of Melbourne, University of Queensland, Monash University, University of Auckland</td>
            <td>морская биология, архитектура, науки о здоровье</td>
          </tr>
          <tr>
            <th scope="row">Северная Америка</th>
            <td>University of Toronto, University of British Columbia, McGill University, Boston University</td>
            <td>информатика, гуманитарные науки (liberal arts), бизнес</td>
          </tr>
          <tr>
            <th scope="row">Азия, включая Таиланд</th>
            <td>
              Chulalongkorn University, Mahidol University International College, National University of Singapore, The
              University of Hong Kong
            </td>
            <td>гостиничный бизнес, инженерия, медицина, международные программы на английском языке</td>
          </tr>
        </tbody>
      </table>

      <h2>Профориентация в Year 11–13</h2>
      <p>
        Выбор университета и специальности — серьёзное решение, и принимать его в одиночку не нужно. Наша профориентация
        начинается рано, строится индивидуально и на каждом этапе вовлекает родителей.
      </p>
      <h3>Year 11: выбор предметов A Level</h3>
      <p>
        Параллельно с подготовкой к IGCSE каждый ученик встречается с консультантом один на один, чтобы обсудить свои
        сильные стороны, интересы и возможные профессии. Мы помогаем выбрать предметы A Level так, чтобы не закрыть
        дорогу к специальностям, которые могут заинтересовать позже.
      </p>
      <h3>Year 12: исследование и первый опыт</h3>
      <ul>
        <li>изучение программ и стран, сравнение требований для поступления;</li>
        <li>
          встречи с профессионалами на <PageLink to="industry-talk">Industry Talk</PageLink> и практика в компаниях
          острова;
        </li>
        <li>знакомство с университетами онлайн и очно, первый черновик мотивационного письма (personal statement);</li>
        <li>вечер для родителей о подаче документов, расходах и сроках.</li>
      </ul>
      <h3>Year 13: заявки и предложения</h3>
      <p>
        Консультанты сопровождают каждую заявку — через UCAS в Великобритании, напрямую в университеты Европы, Азии и
        Австралии или через системы приёма США и Канады. Учителя пишут подробные рекомендации, ученики готовятся к
        собеседованиям и вступительным тестам. Мы также помогаем семьям искать университетские стипендии.
      </p>

      <h2>Узнать больше</h2>
      <p>
        Об обучении по программам IGCSE и A Level читайте на странице{' '}
        <PageLink to="secondary-school">«Средняя и старшая школа»</PageLink>, о стипендиях {brand.shortName} — в разделе{' '}
        <PageLink to="scholarships">«Стипендии»</PageLink>. Чтобы обсудить планы вашего ребёнка с нашей командой,{' '}
        <PageLink to="contact-us">свяжитесь с нами</PageLink>.
      </p>
    </>
  );
}
