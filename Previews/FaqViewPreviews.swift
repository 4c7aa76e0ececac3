import PreviewKit
import SampleReadingList
import TextUI

/// The FAQ screen, made the `DependencyInjectable` way: each state passes its `Dependency`.
struct FaqViewPreviews: PreviewProvider {
  static var component: String { "Faq" }

  static var states: [PreviewState] {
    [
      PreviewState("default") {
        NavigationStack { FaqView.make(withDependency: .init(faq: .readingList)) }
      },
      PreviewState("empty") {
        NavigationStack { FaqView.make(withDependency: .init(faq: Faq(entries: []))) }
      },
      PreviewState("narrow", layout: PreviewLayout(width: 40)) {
        NavigationStack { FaqView.make(withDependency: .init(faq: .readingList)) }
      },
    ]
  }
}
