// School fees (Russian): tuition by year group, one-off fees, discounts, refunds, insurance and the bus.
import { Money, PageLink, Percent, TuitionRows } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { academicYear, bus, discounts, insurance, oneOffFees, refunds, termsPerYear, tuition } from '../../data/facts';

const yearGroup: Record<(typeof tuition)[number]['id'], string> = {
  'f1-f2': 'Foundation 1–2 (ясли и младшая группа)',
  f3: 'Foundation 3 (Reception, подготовительный)',
  'y1-y3': 'Year 1–3',
  'y4-y6': 'Year 4–6',
  'y7-y9': 'Year 7–9',
  'y10-y11': 'Year 10–11 (IGCSE)',
  'y12-y13': 'Year 12–13 (A Level)',
};

export default function SchoolFeesBody() {
  return (
    <>
      <h2>Стоимость обучения в {academicYear} учебном году</h2>
      <p>
        Учебный год в {brand.shortName} состоит из {termsPerYear} триместров и длится с сентября до середины июля. Счёт
        за обучение выставляется каждый триместр или один раз за весь год, если вы предпочитаете оплатить заранее. Все
        платежи вносятся до даты, указанной в счёте.
      </p>
      <table>
        <caption>Стоимость обучения по классам, {academicYear}</caption>
        <thead>
          <tr>
            <th scope="col">Класс</th>
            <th scope="col">Возраст</th>
            <th scope="col">За триместр</th>
            <th scope="col">За год ({termsPerYear} триместра)</th>
            <th scope="col">
              За год при оплате вперёд (−
              <Percent value={discounts.fullYearInAdvance} />)
            </th>
          </tr>
        </thead>
        <TuitionRows label={(row) => yearGroup[row.id]} />
      </table>

      <h2>Единовременные платежи</h2>
      <table>
        <caption>Платежи, которые вносятся один раз за каждого ученика</caption>
        <thead>
          <tr>
            <th scope="col">Платёж</th>
            <th scope="col">Сумма</th>
            <th scope="col">Когда и за что</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Регистрационный взнос</th>
            <td>
              <Money amount={oneOffFees.application} />
            </td>
            <td>Оплачивается вместе с заявкой и включает тестирование ребёнка.</td>
          </tr>
          <tr>
            <th scope="row">Вступительный взнос</th>
            <td>
              <Money amount={oneOffFees.admissions} />
            </td>
            <td>В течение {oneOffFees.admissionsDueDays} дней после принятия предложения; не возвращается.</td>
          </tr>
          <tr>
            <th scope="row">Гарантийный депозит</th>
            <td>
              <Money amount={oneOffFees.securityDeposit} />
            </td>
            <td>
              За каждого ученика. Возвращается при выбытии, если все задолженности погашены и школа получила письменное
              уведомление за полный триместр.
            </td>
          </tr>
        </tbody>
      </table>

      <h2>Скидки в {academicYear} году</h2>
      <ul>
        <li>
          Для братьев и сестёр: <Percent value={discounts.secondChild} /> на обучение второго ребёнка и{' '}
          <Percent value={discounts.thirdChildAndBeyond} /> на третьего и каждого следующего. Скидка действует и при
          поступлении в середине триместра.
        </li>
        <li>
          При оплате всего года ({termsPerYear} триместра) вперёд — <Percent value={discounts.fullYearInAdvance} /> на
          обучение.
        </li>
      </ul>

      <h2>Возврат средств</h2>
      <ul>
        <li>Оплата за один триместр не возвращается.</li>
        <li>Если оплачено несколько триместров, для возврата нужно письменное уведомление за полный триместр.</li>
        <li>
          При возврате на банковскую карту удерживается <Percent value={refunds.cardDeduction} /> — комиссия платёжной
          системы.
        </li>
        <li>Возврат занимает не менее {refunds.minDays} дней.</li>
      </ul>

      <h2>Страхование от несчастных случаев</h2>
      <p>
        Каждый ученик застрахован от несчастных случаев на сумму до{' '}
        <Money amount={insurance.accidentCoverPerIncident} /> по каждому случаю. Страховка начинает действовать в
        течение {insurance.startsWithinWeeks} недель после зачисления.
      </p>

      <h3>Школьный автобус</h3>
      <p>
        Школьный автобус стоит <Money amount={bus.perTerm} /> за ученика в триместр. Маршруты, время и запись — на
        странице <PageLink to="school-bus">«Школьный автобус»</PageLink>. Готовы подать заявку? Смотрите{' '}
        <PageLink to="apply-now">порядок поступления</PageLink>.
      </p>
    </>
  );
}
