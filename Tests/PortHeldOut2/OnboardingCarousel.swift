import SwiftUI

struct OnboardingCarousel: View {
  @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false
  @State private var selection = 0
  private let pages = OnboardingPage.all

  var body: some View {
    VStack {
      TabView(selection: $selection) {
        ForEach(Array(pages.enumerated()), id: \.element.id) { index, page in
          VStack(spacing: 20) {
            Image(systemName: page.symbol)
              .font(.system(size: 72))
              .foregroundStyle(.tint)
            Text(page.title)
              .font(.largeTitle.bold())
            Text(page.message)
              .font(.body)
              .multilineTextAlignment(.center)
              .foregroundStyle(.secondary)
              .padding(.horizontal, 32)
          }
          .tag(index)
        }
      }
      .tabViewStyle(.page)
      .indexViewStyle(.page(backgroundDisplayMode: .always))

      Button {
        if selection < pages.count - 1 {
          withAnimation { selection += 1 }
        } else {
          hasSeenOnboarding = true
        }
      } label: {
        Text(selection < pages.count - 1 ? "Next" : "Get Started")
          .frame(maxWidth: .infinity)
      }
      .buttonStyle(.borderedProminent)
      .controlSize(.large)
      .padding()

      Button("Skip") { hasSeenOnboarding = true }
        .font(.footnote)
        .padding(.bottom)
    }
  }
}

#Preview {
  OnboardingCarousel()
}
