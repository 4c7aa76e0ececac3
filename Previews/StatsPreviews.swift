import Foundation
import PreviewKit
import SampleReadingList
import TextUI

/// The statistics screen in every state, with one mock API client. The wide state shows the
/// adaptive cover grid making more columns and the goal bar growing with the width. The
/// Japanese and pseudo-locale states draw the same screen through an environment override:
/// its labels from the target's String Catalog (with the plural of "in %lld months"), and
/// in the pseudo-locale, every label accented, lengthened and bracketed. This screen is the
/// one the catalog translates, so it alone adds the Japanese variant to the package's.
struct StatsPreviews: PreviewProvider {
  static func variants(from configured: [PreviewVariant]) -> [PreviewVariant] {
    configured + [.locale("ja")]
  }

  static var states: [PreviewState] {
    [
      .loading { screen(.pending) },
      .success { screen(.success(Item.samples)) },
      .error { screen(.failure(MockError.offline)) },
      PreviewState("empty") { screen(.success([])) },
      PreviewState("widths", layout: PreviewLayout(widths: [50, 120])) {
        screen(.success(Item.samples + [Item.veryLongTitle]))
      },
      PreviewState("one month") { screen(.success(Array(Item.samples.prefix(1)))) },
      PreviewState("japanese") {
        screen(.success(Item.samples)).environment(\.locale, Locale(identifier: "ja"))
      },
      PreviewState("japanese loading") { screen(.pending).environment(\.locale, Locale(identifier: "ja")) },
      PreviewState("pseudo locale") { screen(.success(Item.samples)).environment(\.locale, .pseudoLocale) },
    ]
  }

  private static func screen(_ items: MockResponse<[Item]>) -> some View {
    NavigationStack {
      StatsScreen(viewModel: ItemListViewModel(apiClient: MockAPIClient(items: items)))
    }
  }
}
