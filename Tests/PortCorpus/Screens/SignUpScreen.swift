import TextUI

final class SignUpViewModel: ObservableObject {
  @Published var name = ""
  @Published var email = "ada@example.com"
  @Published var acceptsTerms = false
  @Published var isSubmitting = false

  var canSubmit: Bool { !name.isEmpty && email.contains("@") && acceptsTerms }

  func submit() { isSubmitting = true }
}

struct SignUpScreen: View {
  @ObservedObject var viewModel: SignUpViewModel

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Create account").font(.title).bold()
      TextField("Full name", text: $viewModel.name)
        .autocapitalization(.words)
      TextField("Email", text: $viewModel.email)
        .disableAutocorrection(true)
      Toggle("I accept the terms", isOn: $viewModel.acceptsTerms)
      if viewModel.isSubmitting {
        ProgressView("Creating account…")
      } else {
        Button("Sign Up", action: viewModel.submit)
          .disabled(!viewModel.canSubmit)
      }
    }
    .padding()
    .onChange(of: viewModel.email) { newValue in
      viewModel.acceptsTerms = false
    }
  }
}

struct SignUpScreen_Previews: PreviewProvider {
  static var previews: some View {
    SignUpScreen(viewModel: SignUpViewModel())
  }
}
