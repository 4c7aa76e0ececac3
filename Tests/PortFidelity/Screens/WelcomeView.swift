import TextUI

// Not in the default state: "Your garden is empty"

struct WelcomeView: View {
  var body: some View {
    NavigationStack {
      VStack(spacing: 20) {
        Spacer()
        Image(systemName: "leaf.circle.fill")
          .font(.system(size: 80))
          .foregroundStyle(.green)
        Text("Welcome to Plantly")
          .font(.largeTitle)
          .bold()
        Text("Keep your plants happy with watering reminders, light tips and a journal of their growth.")
          .multilineTextAlignment(.center)
          .foregroundStyle(.secondary)
          .padding(.horizontal, 32)
        Spacer()
        NavigationLink {
          Text("Your garden is empty")
        } label: {
          Text("Get Started")
            .font(.headline)
            .frame(maxWidth: .infinity)
            .padding()
            .background(Color.green)
            .foregroundStyle(.white)
            .clipShape(RoundedRectangle(cornerRadius: 14))
        }
        .padding(.horizontal, 24)
        Button("I already have an account") {}
          .font(.footnote)
          .padding(.bottom)
      }
    }
  }
}

struct WelcomeView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40], height: 30) }
  static var previews: some View {
    WelcomeView()
  }
}
