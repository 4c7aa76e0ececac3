import PreviewRunner
import SamplePreviews

await PreviewRunnerCommand.main(registry: DiscoveredPreviews.self)
