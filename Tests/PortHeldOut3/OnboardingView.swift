import SwiftUI

struct OnboardingView: View {
  @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false
  @State private var selection = 0

  private let pages = OnboardingPage.all

  var body: some View {
    VStack {
      HStack {
        Spacer()
        Button("Skip") { hasSeenOnboarding = true }
          .opacity(selection == pages.count - 1 ? 0 : 1)
      }
      .padding(.horizontal)

      TabView(selection: $selection) {
        ForEach(pages) { page in
          VStack(spacing: 24) {
            Image(systemName: page.symbol)
              .font(.system(size: 90))
              .foregroundStyle(.tint)
              .padding(.bottom, 12)
            Text(page.title)
              .font(.title.bold())
            Text(page.message)
              .multilineTextAlignment(.center)
              .foregroundStyle(.secondary)
              .padding(.horizontal, 32)
          }
          .tag(page.id)
        }
      }
      .tabViewStyle(.page(indexDisplayMode: .always))
      .indexViewStyle(.page(backgroundDisplayMode: .always))

      Button {
        if selection < pages.count - 1 {
          withAnimation { selection += 1 }
        } else {
          hasSeenOnboarding = true
        }
      } label: {
        Text(selection < pages.count - 1 ? "Continue" : "Get Started")
          .font(.headline)
          .frame(maxWidth: .infinity)
          .padding()
          .background(Color.accentColor)
          .foregroundStyle(.white)
          .clipShape(RoundedRectangle(cornerRadius: 14))
      }
      .padding()
    }
  }
}

#Preview {
  OnboardingView()
}
