import TextUI

struct SignInView: View {
  @State private var email = ""
  @State private var password = ""
  @State private var rememberMe = true

  var body: some View {
    VStack(spacing: 16) {
      Text("Sign In")
        .font(.largeTitle)
        .fontWeight(.bold)
        .frame(maxWidth: .infinity, alignment: .leading)
      Text("Welcome back! Please enter your details.")
        .foregroundStyle(.secondary)
        .frame(maxWidth: .infinity, alignment: .leading)
      TextField("Email", text: $email)
        .textFieldStyle(.roundedBorder)
        .keyboardType(.emailAddress)
        .textInputAutocapitalization(.never)
      SecureField("Password", text: $password)
        .textFieldStyle(.roundedBorder)
      Toggle("Remember me", isOn: $rememberMe)
      Button {
      } label: {
        Text("Sign In")
          .frame(maxWidth: .infinity)
      }
      .buttonStyle(.borderedProminent)
      .controlSize(.large)
      Button("Forgot password?") {}
        .font(.footnote)
      HStack {
        Text("Don't have an account?")
        Button("Sign up") {}
      }
      .font(.footnote)
    }
    .padding(.horizontal, 24)
  }
}

struct SignInView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40]) }
  static var previews: some View {
    SignInView()
  }
}
