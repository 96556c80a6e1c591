// Visa information (Russian): student and guardian visas, bank balance, documents, timing and the 90-day report.
import { Money, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { visa } from '../../data/facts';

export default function VisaInformationBody() {
  return (
    <>
      <h2>Студенческая виза и виза родителя</h2>
      <p>
        Большинство иностранных семей {brand.shortName} живут на Самуи по студенческой визе ребёнка и визе опекуна для
        одного из родителей; обе визы оформляются при поддержке школы. Наш визовый отдел готовит письма от школы, вместе
        с вами проверяет документы и объясняет каждый шаг.
      </p>
      <ul>
        <li>
          Студенческую визу можно получить, если ребёнку исполнилось {visa.minAgeOnFirstSeptember} года не позднее 1
          сентября текущего учебного года.
        </li>
        <li>
          На каждого ученика оформляется <strong>{visa.parentVisasPerChild}</strong> родительская (опекунская) виза.
        </li>
        <li>
          Справку об обучении школа выдаёт в течение {visa.studentCertificateWorkingDays} рабочих дней после запроса.
        </li>
      </ul>

      <h2>Остаток на счёте и визовые сборы</h2>
      <p>
        Для каждой родительской визы на счёте в тайском банке должно быть{' '}
        <Money amount={visa.bankBalancePerParentVisa} />. Эта сумма должна находиться на счёте не менее{' '}
        {visa.balanceHeldDaysBeforeApplication} дней до первой подачи или продления и не менее{' '}
        {visa.balanceHeldMonthsBeforeRenewal} месяцев до повторного оформления.
      </p>
      <p>
        Если обучение не оплачено за весь год, школа взимает <Money amount={visa.feePerParentVisaIfNotFullYear} /> за
        каждую родительскую визу в год.
      </p>

      <h2>Контрольный список</h2>
      <table>
        <caption>Что подготовить для каждой визы</caption>
        <thead>
          <tr>
            <th scope="col">Документ</th>
            <th scope="col">Требование</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Загранпаспорт</th>
            <td>
              Не менее {visa.passportBlankPages} чистых страниц, срок действия не менее {visa.passportValidMonths}{' '}
              месяцев
            </td>
          </tr>
          <tr>
            <th scope="row">Фотографии</th>
            <td>
              {visa.photos} фотографий размером {visa.photoSizeCm} см
            </td>
          </tr>
          <tr>
            <th scope="row">Остаток на счёте (родитель)</th>
            <td>
              <Money amount={visa.bankBalancePerParentVisa} /> на каждую родительскую визу, в сроки, указанные выше
            </td>
          </tr>
          <tr>
            <th scope="row">Письма школы и справка об обучении</th>
            <td>От визового отдела, в течение {visa.studentCertificateWorkingDays} рабочих дней</td>
          </tr>
          <tr>
            <th scope="row">Срок оформления</th>
            <td>
              {visa.processingDays.from}–{visa.processingDays.to} дней
            </td>
          </tr>
        </tbody>
      </table>
      <p>
        Оформление может занять до {visa.processingDays.to} дней, поэтому начинайте заранее — задолго до окончания
        текущего разрешения на пребывание.
      </p>

      <h2>Уведомление каждые {visa.reportEveryDays} дней</h2>
      <p>
        Все, кто живёт в Таиланде по долгосрочной визе, каждые {visa.reportEveryDays} дней сообщают иммиграционной
        службе свой адрес. Подать уведомление можно не ранее чем за {visa.reportWindowDays} дней до срока, по форме{' '}
        {visa.reportForm}. Запишите даты в календарь — так просрочки легко избежать.
      </p>

      <h3>Если ученик покидает школу</h3>
      <p>
        При выбытии ученика школа аннулирует визы, оформленные при её поддержке. Наши{' '}
        <PageLink to="school-fees">правила возврата средств</PageLink> предусматривают штраф{' '}
        <Money amount={visa.cancellationFinePerVisa} /> за каждую выданную визу.
      </p>
      <p>
        Обратите внимание: визовый отдел школы помогает и консультирует, но правила въезда и пребывания устанавливает
        иммиграционная служба Таиланда, и они могут меняться без предупреждения. По вопросам вашей семьи{' '}
        <PageLink to="contact-us">свяжитесь с нами</PageLink>.
      </p>
    </>
  );
}
