import PreviewKit
import PreviewSnapshots

/// A state executor that reports each state as it finishes, for a call whose client asked for
/// progress: `[3/40] ItemList/ItemListPreviews success`.
@MainActor
struct ProgressExecutor: StateExecutor {
  let base: any StateExecutor
  let progress: ProgressReporter

  func describe(_ providers: [any PreviewProvider.Type]) async -> [Result<PreviewDescription, DiscoveryFailure>] {
    await base.describe(providers)
  }

  func render(
    _ items: [PlannedState], output: RenderOutput, each: (Int, StateOutcome) async -> Void
  ) async {
    await base.render(items, output: output) { index, outcome in
      progress.report(index + 1, of: items.count, "[\(index + 1)/\(items.count)] \(items[index].displayName)")
      await each(index, outcome)
    }
  }
}
