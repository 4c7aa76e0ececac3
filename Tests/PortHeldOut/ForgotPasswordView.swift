import SwiftUI

struct ForgotPasswordView: View {
  @State private var email = ""
  @State private var isSending = false
  @State private var sent = false
  @State private var errorMessage: String?
  @Environment(\.presentationMode) var presentationMode

  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      Text("Reset password")
        .font(.largeTitle.bold())
      Text("Enter the email you signed up with and we'll send you a link.")
        .foregroundColor(.secondary)

      TextField("you@example.com", text: $email)
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 10).stroke(Color.gray.opacity(0.4)))

      Button(action: send) {
        HStack {
          if isSending { ProgressView().tint(.white) }
          Text(isSending ? "Sending…" : "Send link")
        }
        .frame(maxWidth: .infinity)
        .padding()
        .background(Color.accentColor)
        .foregroundColor(.white)
        .cornerRadius(10)
      }
      .disabled(email.isEmpty || isSending)

      Spacer()
    }
    .padding()
    .alert("Check your inbox", isPresented: $sent) {
      Button("OK") { presentationMode.wrappedValue.dismiss() }
    }
    .alert("Something went wrong", isPresented: .constant(errorMessage != nil)) {
      Button("OK") { errorMessage = nil }
    } message: {
      Text(errorMessage ?? "")
    }
  }

  private func send() {
    isSending = true
    Task {
      do {
        try await APIClient.shared.resetPassword(email: email)
        sent = true
      } catch {
        errorMessage = error.localizedDescription
      }
      isSending = false
    }
  }
}

struct ForgotPasswordView_Previews: PreviewProvider {
  static var previews: some View {
    ForgotPasswordView()
  }
}
