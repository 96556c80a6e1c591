// Weather station (English): the student-run station on the science block roof, its data, and Koh Samui's climate.
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';

export default function WeatherStationBody() {
  return (
    <>
      <h2>A weather station run by students</h2>
      <p>
        On the roof of the science block, above the laboratories, stands the {brand.shortName} weather station. It was
        set up as a STEM+ project and is looked after by a team of student volunteers from the secondary school, with
        younger helpers from primary and a science teacher who oversees safety on the roof. The team checks the
        instruments every week, clears leaves and insects out of the rain gauge, cleans the sensors after storms and
        compares the readings with a hand-held thermometer to make sure they can be trusted.
      </p>

      <h2>What it measures</h2>
      <p>
        The sensors feed a data logger in the science department, which records a new reading every few minutes, day and
        night, all year:
      </p>
      <ul>
        <li>
          <strong>Temperature</strong>, measured in the shade of a ventilated radiation shield, so the sun does not heat
          the sensor itself;
        </li>
        <li>
          <strong>Humidity</strong>, which on {brand.island} is high for most of the year and explains why a warm day
          can feel much hotter than the thermometer says;
        </li>
        <li>
          <strong>Rainfall</strong>, from a tipping-bucket gauge that counts every small measure of water that falls
          into it;
        </li>
        <li>
          <strong>Wind speed and direction</strong>, from a cup anemometer and a wind vane on a mast above the roof;
        </li>
        <li>
          <strong>UV index</strong>, the strength of the sun’s ultraviolet light, which matters a great deal for
          children playing outdoors in the tropics.
        </li>
      </ul>

      <h2>Learning with real data</h2>
      <h3>Science</h3>
      <p>
        In science lessons, students use the station to learn how sensors work, why every measurement has an
        uncertainty, and how to draw and read graphs of real data rather than textbook examples. Older students write
        code to clean the data, spot faulty readings and display trends, and some turn their findings into projects for
        the <PageLink to="stem-expo">STEM Expo</PageLink>.
      </p>
      <h3>Geography</h3>
      <p>
        In geography, the records help students tell weather from climate, follow a monsoon as it arrives, and compare
        the island with the places their families come from. IGCSE and A Level geographers use the data set in their
        fieldwork and coursework, and primary classes keep a daily weather chart from the station’s figures.
      </p>

      <h2>The climate of {brand.island}</h2>
      <p>
        {brand.island} has a tropical climate: warm all year, with seasons shaped by rain rather than by cold. The
        driest, sunniest months are usually from February to April, when the heat builds and the UV index is at its
        highest. From May to September the south-west monsoon brings showers, although the island is sheltered and many
        days stay bright. The real rainy season on {brand.island} comes later than in the rest of Thailand, with the
        north-east monsoon from October to December, bringing heavy downpours, strong winds and rough seas. January is
        often fresh and breezy, a favourite month for outdoor events.
      </p>
      <p>
        The station’s readings help the school as well as the students: on very hot or high-UV days, outdoor PE and play
        move into the shade or indoors, and during the heaviest rain we keep families informed about bus times and road
        conditions.
      </p>

      <h2>Sharing the readings</h2>
      <p>
        The station does not have a live widget on this website. Instead, the student team presents the week’s weather,
        records and curiosities in school assemblies, and a monthly summary with charts appears in the school
        newsletter. Students and teachers can use the full data set for lessons and projects, and families who would
        like to see it are welcome to ask through the <PageLink to="contact-us">contact form</PageLink>. To learn more
        about how science is taught here, see the <PageLink to="curriculum">curriculum</PageLink>.
      </p>
    </>
  );
}
