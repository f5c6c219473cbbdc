import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I9ImageSide } from '@attest/contracts';
import { DocumentImageCapture, type DocumentImageCaptureProps } from './DocumentImageCapture';

const jpegFile = (name = 'front.jpg', size = 64) => new File([new Uint8Array(size).fill(0xff)], name, { type: 'image/jpeg' });

function renderCapture(props: Partial<DocumentImageCaptureProps> = {}) {
  const onUpload = jest.fn<Promise<void>, [I9ImageSide, File]>().mockResolvedValue(undefined);
  render(
    <DocumentImageCapture
      list="A"
      index={0}
      title="U.S. Passport"
      images={{}}
      required={{ front: true, back: false }}
      showBack
      maxMb={1}
      onUpload={onUpload}
      {...props}
    />,
  );
  return { onUpload: (props.onUpload as jest.Mock | undefined) ?? onUpload };
}

const side = (name: RegExp) => screen.getByRole('region', { name });

describe('DocumentImageCapture', () => {
  it('sends a chosen file for the front and says it is saved; the example drawing is shown until then', async () => {
    const { onUpload } = renderCapture();
    const front = side(/^Front of the document/);
    expect(within(front).getByRole('img', { name: /Example: the front of a card/ })).toBeInTheDocument();
    const file = jpegFile();
    await userEvent.upload(within(front).getByLabelText('Choose a file: Front of the document'), file);
    expect(onUpload).toHaveBeenCalledWith('front', file);
    expect(await within(front).findByText('Picture saved')).toBeInTheDocument();
    expect(within(side(/^Back of the document/)).queryByText('Picture saved')).not.toBeInTheDocument();
  });

  it('refuses in the browser what the server would refuse (type by name, size), sending nothing', async () => {
    const { onUpload } = renderCapture();
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Choose a file: Front of the document');
    await user.upload(input, new File(['<svg/>'], 'card.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Choose a JPG, PNG, GIF or BMP image.')).toBeInTheDocument();
    await user.upload(input, jpegFile('big.jpg', 1024 * 1024 + 1));
    expect(await screen.findByText('The image is larger than 1 MB. Choose a smaller image.')).toBeInTheDocument();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a file", async () => {
    const onUpload = jest.fn().mockRejectedValue({ httpStatusCode: 400, messageKey: 'i9_image_content_mismatch', details: {} });
    renderCapture({ onUpload });
    await userEvent.upload(screen.getByLabelText('Choose a file: Back of the document'), jpegFile('back.jpg'));
    expect(onUpload).toHaveBeenCalledWith('back', expect.any(File));
    expect(await screen.findByText('This file is not the kind of image its name says. Choose another image.')).toBeInTheDocument();
    expect(screen.queryByText('Picture saved')).not.toBeInTheDocument();
  });

  it('offers the phone camera (capture="environment") and shows the required-side messages of a refused signature', () => {
    renderCapture({ required: { front: true, back: true }, errors: { front: 'i9_front_image_required', back: 'i9_back_image_required' } });
    const camera = screen.getByLabelText('Take a photo: Front of the document');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(screen.getByText('Front Image Required')).toBeInTheDocument();
    expect(screen.getByText('Back Image Required')).toBeInTheDocument();
  });

  it('shows the stored picture, and only the front when the document has no back to copy', () => {
    renderCapture({ showBack: false, images: { front: { url: '/api/v1/i9/document-images/1/2?sig' } } });
    expect(screen.getByRole('img', { name: 'The picture taken of this side' })).toHaveAttribute('src', '/api/v1/i9/document-images/1/2?sig');
    expect(screen.queryByRole('region', { name: /^Back of the document/ })).not.toBeInTheDocument();
  });

  it('says the webcam cannot be used when the browser gives no camera (both messages)', async () => {
    renderCapture();
    await userEvent.click(within(side(/^Front of the document/)).getByRole('button', { name: 'Use the webcam' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Your webcam couldn't be located or used.");
    expect(alert).toHaveTextContent('Please ensure your camera is connected and that your browser has permission to access it.');
    await userEvent.click(screen.getByRole('button', { name: 'Close the camera' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when a camera exists but is refused', async () => {
    const getUserMedia = jest.fn().mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    try {
      renderCapture();
      await userEvent.click(within(side(/^Front of the document/)).getByRole('button', { name: 'Use the webcam' }));
      expect(await screen.findByText("Your webcam couldn't be located or used.")).toBeInTheDocument();
      expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ audio: false }));
    } finally {
      Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    }
  });
});
