import PreviewKit
import SampleReadingList
import TextUI

/// The reading-goal screen: each picker style as it first looks, then stepped — a segment
/// tapped, the shelf-order menu opened and an order chosen, a genre and a wheel row tapped,
/// and the goal's action menu opened and used.
struct ReadingGoalPreviews: PreviewProvider {
  static var states: [PreviewState] {
    [
      PreviewState("default") { screen() },
      PreviewState("daily many pages") { screen(ReadingGoal(period: .day, pagesPerDay: 95, genre: .poetry)) },
      PreviewState("choose period", steps: [.tap("Month")]) { screen() },
      PreviewState("choose genre and pages", steps: [.tap("Science"), .tap("30")]) { screen() },
      PreviewState("shelf order menu", steps: [.tap("Shelf order"), .tap("Author")]) { screen() },
      PreviewState("goal actions", steps: [.tap("Goal"), .tap("Read twice as much"), .tap("Goal"), .tap("Reset goal")])
      {
        screen(ReadingGoal(period: .month, pagesPerDay: 15, genre: .history))
      },
      PreviewState("narrow", layout: PreviewLayout(widths: [44])) { screen() },
    ]
  }

  private static func screen(_ goal: ReadingGoal = ReadingGoal()) -> some View {
    NavigationStack { ReadingGoalView(goal: goal) }
  }
}
