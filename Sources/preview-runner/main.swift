import PreviewRunner
import Previews

await PreviewRunnerCommand.main(providers: DiscoveredPreviews.providers, appChecks: DiscoveredPreviews.appChecks)
