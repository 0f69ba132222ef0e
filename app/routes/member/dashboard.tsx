import { FormattedMessage } from "react-intl";
import { displayName } from "#app/session/display-name";
import { useSession } from "#app/session/session";

export default function Dashboard() {
  const { userInfo } = useSession();
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight text-ink">
        <FormattedMessage
          id="member.dashboard.title"
          defaultMessage="Welcome, {name}"
          values={{ name: displayName(userInfo) }}
        />
      </h1>
    </section>
  );
}
