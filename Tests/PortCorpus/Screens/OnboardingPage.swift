import TextUI

struct OnboardingPage: View {
  @State private var page = 0
  let pages = [
    ("sparkles", "Welcome", "Everything you read, in one place."),
    ("bookmark.fill", "Save", "Keep articles for later, even offline."),
    ("bell.fill", "Stay informed", "Get a note when your authors publish."),
  ]

  var body: some View {
    VStack(spacing: 16) {
      Image(systemName: pages[page].0)
        .font(.system(size: 60))
        .foregroundStyle(.tint)
      Text(pages[page].1)
        .font(.largeTitle)
        .bold()
      Text(pages[page].2)
        .multilineTextAlignment(.center)
        .foregroundColor(.secondary)
      HStack {
        ForEach(0..<pages.count, id: \.self) { index in
          Circle()
            .fill(index == page ? Color.primary : Color.gray)
            .frame(width: 8, height: 8)
        }
      }
      Button(page == pages.count - 1 ? "Get Started" : "Next") {
        withAnimation(.easeInOut) {
          page = min(page + 1, pages.count - 1)
        }
      }
      .buttonStyle(.borderedProminent)
    }
    .padding()
    .transition(.slide)
  }
}

struct OnboardingPage_Previews: PreviewProvider {
  static var previews: some View {
    OnboardingPage()
  }
}
