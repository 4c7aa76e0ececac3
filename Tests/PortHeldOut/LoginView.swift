import SwiftUI

@MainActor
final class LoginViewModel: ObservableObject {
  @Published var email = ""
  @Published var password = ""
  @Published var isLoading = false
  @Published var errorMessage: String?

  var canSubmit: Bool { !email.isEmpty && password.count >= 6 }

  func login() async {
    isLoading = true
    defer { isLoading = false }
    do {
      _ = try await APIClient.shared.login(email: email, password: password)
    } catch {
      errorMessage = error.localizedDescription
    }
  }
}

struct LoginView: View {
  @StateObject private var viewModel = LoginViewModel()

  var body: some View {
    VStack(spacing: 16) {
      Image(systemName: "person.circle.fill")
        .resizable()
        .frame(width: 80, height: 80)
        .foregroundColor(.blue)

      Text("Welcome back")
        .font(.largeTitle)
        .fontWeight(.bold)

      TextField("Email", text: $viewModel.email)
        .textFieldStyle(RoundedBorderTextFieldStyle())
        .keyboardType(.emailAddress)
        .autocapitalization(.none)

      SecureField("Password", text: $viewModel.password)
        .textFieldStyle(RoundedBorderTextFieldStyle())

      if let message = viewModel.errorMessage {
        Text(message)
          .font(.footnote)
          .foregroundColor(.red)
      }

      Button {
        Task { await viewModel.login() }
      } label: {
        if viewModel.isLoading {
          ProgressView()
        } else {
          Text("Sign In")
            .frame(maxWidth: .infinity)
        }
      }
      .buttonStyle(.borderedProminent)
      .disabled(!viewModel.canSubmit || viewModel.isLoading)

      Spacer()
    }
    .padding()
  }
}

struct LoginView_Previews: PreviewProvider {
  static var previews: some View {
    LoginView()
  }
}
