import SwiftUI

struct OnboardingPage: Identifiable {
  let id = UUID()
  let title: String
  let subtitle: String
  let symbol: String
}

struct OnboardingView: View {
  @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false
  @State private var currentPage = 0

  private let pages = [
    OnboardingPage(title: "Track habits", subtitle: "Build routines that stick.", symbol: "checkmark.seal"),
    OnboardingPage(title: "See progress", subtitle: "Charts for every week.", symbol: "chart.bar"),
    OnboardingPage(title: "Stay motivated", subtitle: "Gentle reminders, never nagging.", symbol: "bell"),
  ]

  var body: some View {
    VStack {
      TabView(selection: $currentPage) {
        ForEach(Array(pages.enumerated()), id: \.element.id) { index, page in
          VStack(spacing: 20) {
            Image(systemName: page.symbol)
              .font(.system(size: 80))
              .foregroundColor(.accentColor)
            Text(page.title).font(.title).bold()
            Text(page.subtitle).foregroundColor(.secondary)
          }
          .tag(index)
        }
      }
      .tabViewStyle(.page)
      .indexViewStyle(.page(backgroundDisplayMode: .always))

      Button(currentPage == pages.count - 1 ? "Get Started" : "Next") {
        if currentPage < pages.count - 1 {
          withAnimation { currentPage += 1 }
        } else {
          hasSeenOnboarding = true
        }
      }
      .buttonStyle(.borderedProminent)
      .padding(.bottom)
    }
  }
}

struct OnboardingView_Previews: PreviewProvider {
  static var previews: some View {
    OnboardingView()
  }
}
