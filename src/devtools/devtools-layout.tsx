import { Outlet } from 'react-router-dom'
import { DevtoolsLauncher } from './panel/devtools-launcher'
import { useKeepScenariosInUrl } from './scenarios/scenario-url'

/** Mock mode's outermost layout route: every page, plus the scenario panel and its launcher. */
export function DevtoolsLayout() {
  useKeepScenariosInUrl()
  return (
    <>
      <Outlet />
      <DevtoolsLauncher />
    </>
  )
}
