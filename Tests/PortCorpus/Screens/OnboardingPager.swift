import TextUI

struct OnboardingStep: Identifiable {
  let id: Int
  let title: String
  let subtitle: String
  let image: String
}

struct OnboardingPager: View {
  @State private var currentPage = 0

  let steps = [
    OnboardingStep(id: 0, title: "Track habits", subtitle: "Build routines that stick.", image: "checklist"),
    OnboardingStep(id: 1, title: "See progress", subtitle: "Charts for every week.", image: "chart.bar"),
    OnboardingStep(id: 2, title: "Stay on time", subtitle: "Gentle daily reminders.", image: "bell"),
  ]

  var body: some View {
    VStack {
      TabView(selection: $currentPage) {
        ForEach(steps) { step in
          VStack(spacing: 16) {
            Image(systemName: step.image)
              .font(.system(size: 60))
            Text(step.title)
              .font(.title)
              .bold()
            Text(step.subtitle)
              .foregroundColor(.secondary)
          }
          .tag(step.id)
        }
      }
      .tabViewStyle(.page)
      .indexViewStyle(.page(backgroundDisplayMode: .always))

      Button(currentPage == steps.count - 1 ? "Get Started" : "Next") {
        withAnimation {
          currentPage = min(currentPage + 1, steps.count - 1)
        }
      }
      .buttonStyle(.borderedProminent)
      .padding()
    }
  }
}

struct OnboardingPager_Previews: PreviewProvider {
  static var previews: some View {
    OnboardingPager()
  }
}
