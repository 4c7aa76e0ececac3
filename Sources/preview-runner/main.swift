import PreviewRunner
import SamplePreviews

await PreviewRunnerCommand.main(providers: DiscoveredPreviews.providers, appChecks: DiscoveredPreviews.appChecks)
